// The server side of bench/chat-stream.ts, in its own process so its memory can be measured alone: the real
// app on a fresh database (PGlite in a temp dir, or PostgreSQL when TEST_DATABASE_URL is set), with users,
// sessions and chats ready. Prints one JSON line { port, streams: [{ token, chatId }] }, answers `memory` on
// stdin with its memory after a garbage collection, stops on SIGTERM.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { chats, users } from '../../apps/server/src/db/schema/index';
import { seedDatabase } from '../../apps/server/src/db/seed/seed';
import { signAccessToken } from '../../apps/server/src/domain/accounts/access-tokens';
import { openSession } from '../../apps/server/src/domain/accounts/sessions';
import { changeCredits } from '../../apps/server/src/domain/credits/ledger';
import { watchLoopDelay } from './loop-delay';

const llmBaseUrl = process.env.BENCH_LLM_BASE_URL!;
const userCount = Number(process.env.BENCH_USERS ?? 50);
const chatsPerUser = Number(process.env.BENCH_CHATS_PER_USER ?? 10);
const postgresUrl = process.env.TEST_DATABASE_URL;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bench-'));
let database: DatabaseHandle;
let dropDatabase = async () => {};
if (postgresUrl) {
  const name = `amicus_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: postgresUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
} else {
  database = await openDatabase({ dataDir });
}

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-that-is-long-enough-for-hkdf-0123456789',
  ADMIN_PASSWORD: 'Bench#Admin-2026',
  LLM_PROVIDER: 'openai-compatible',
  LLM_BASE_URL: llmBaseUrl,
  LLM_MODEL: 'fake-model',
  LLM_API_KEY: 'bench-server-key',
  LOG_LEVEL: 'warn',
});
await seedDatabase(database.db, config);
const app = await buildApp({ config, db: database.db, webDistDir: null });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// Users are inserted directly (sign-up's password hashing would dominate the set-up), then given sessions
// and enough credits for every run.
const streams: { token: string; chatId: number }[] = [];
const now = new Date();
for (let u = 0; u < userCount; u++) {
  const [user] = await database.db
    .insert(users)
    .values({
      name: `Bench ${u}`,
      username: `bench${u}`,
      email: `bench${u}@example.com`,
      passwordHash: 'unused',
    })
    .returning({ id: users.id });
  await changeCredits(database.db, {
    userId: user!.id,
    amount: 1_000_000,
    reason: 'admin',
    reference: `bench:${u}`,
  });
  const session = await openSession(database.db, user!.id, true, now);
  const token = signAccessToken(app.ctx.keys.jwt, { userId: user!.id, sessionId: session.sessionId }, now);
  const rows = await database.db
    .insert(chats)
    .values(
      Array.from({ length: chatsPerUser }, (_, c) => ({
        userId: user!.id,
        categoryId: 2,
        categoryName: 'Housing & Tenancy',
        title: `Bench chat ${c}`,
        questionResponses: [{ questionId: 'custom' as const, question: 'Getting my deposit back' }],
        legalQuestionnaire: {
          country: 'Canada',
          state: 'Ontario',
          role: 'plaintiff' as const,
          description: 'My landlord is keeping my deposit.',
        },
      })),
    )
    .returning({ id: chats.id });
  for (const row of rows) streams.push({ token, chatId: row.id });
}
process.stdout.write(`${JSON.stringify({ port: new URL(address).port, streams })}\n`);

// What stalls the server's thread, for the run between two `memory` readings: how late its timers fire (event
// loop delay) and the garbage collector's pauses. The reading's own forced collection is left out of both.
const loopDelay = watchLoopDelay();
let gcPauses: number[] = [];
let forced = { from: 0, to: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.startTime < forced.from || entry.startTime > forced.to) gcPauses.push(entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

// `memory` on stdin: what stalled the thread since the last reading; then collect garbage (the process runs
// with --expose-gc) and report what is really held, and the CPU time used so far.
const gc = (globalThis as { gc?: () => void }).gc;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (command: string) => {
  if (!command.includes('memory')) return;
  const late = loopDelay.read();
  const stalls = {
    loopDelayP99Ms: late.p99Ms,
    loopDelayMaxMs: late.maxMs,
    gcPauses: gcPauses.length,
    gcPauseMaxMs: Math.max(0, ...gcPauses),
    gcPauseTotalMs: gcPauses.reduce((sum, pause) => sum + pause, 0),
  };
  gcPauses = [];
  forced = { from: performance.now(), to: Infinity };
  gc?.();
  forced.to = performance.now();
  const { rss, heapUsed } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  process.stdout.write(
    `${JSON.stringify({ rss, heapUsed, cpuMicros: user + system, systemCpuMicros: system, stalls })}\n`,
  );
  // The collection just made delays the loop's next timers: start counting after them.
  setTimeout(() => loopDelay.reset(), 50);
});

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await database.close();
    await dropDatabase();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
