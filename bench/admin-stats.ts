// GET /admin/stats and the paged users-with-chat-counts list (GET /admin/chats/users) on a large database:
// 100,000 users, 200,000 chats, 1,000,000 messages, 50,000 trials and 20,000 subscriptions, bulk-inserted with
// generate_series. Runs on embedded PGlite and on PostgreSQL (a throwaway database created beside
// TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped afterwards). Prints p50/p95 per
// endpoint per database; it never passes or fails on time.
//   node --import tsx bench/admin-stats.ts [--only pglite|postgres] [--runs 40] [--keep]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed/seed';

const USERS = 100_000;
const CHATS = 200_000;
const MESSAGES = 1_000_000;
const TRIALS = 50_000;
const SUBSCRIPTIONS = 20_000;
const ADMIN = { username: 'admin', password: 'Bench#Admin-2026' };

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('--runs') ?? 40);
const only = option('--only');
/** Keeps the PostgreSQL database for a look with EXPLAIN (its name is printed). */
const keep = args.includes('--keep');
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Bulk data in a handful of INSERT … SELECT generate_series statements: no row-by-row round trips. */
async function fill(db: Database): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`
    insert into users (name, username, email, password_hash, role, is_active, credits, created_at)
    select 'Bench User ' || i, 'bench' || i, 'bench' || i || '@example.com', 'not-a-hash', 'user',
           i % 10 <> 0, (i * 7919) % 500, now() - (i || ' minutes')::interval
    from generate_series(1, ${USERS}) as i`);
  await run(`
    insert into chats (user_id, title, category_name, legal_questionnaire, created_at)
    select u.first + (i * 7) % ${USERS}, 'Chat ' || i, 'Housing',
           '{"country":"Canada","state":"Ontario","role":"plaintiff","description":"Bench"}'::jsonb,
           now() - (i || ' seconds')::interval
    from generate_series(1, ${CHATS}) as i,
         (select min(id) as first from users where username like 'bench%') as u`);
  await run(`
    insert into messages (chat_id, sender, message, created_at)
    select c.first + i % ${CHATS}, (case when i % 2 = 0 then 'user' else 'system' end)::message_sender,
           'A message of about a hundred characters about a deposit, a lease, a landlord and a tenant #' || i,
           now() - (i || ' milliseconds')::interval
    from generate_series(1, ${MESSAGES}) as i, (select min(id) as first from chats) as c`);
  await run(`
    insert into trials (user_id, status, case_description, role, country, state, summary, created_at)
    select u.first + (i * 13) % ${USERS}, 'COMPLETED', 'Case ' || i, 'plaintiff', 'Canada', 'Ontario',
           'Summary', now() - ((i % 90) || ' days')::interval
    from generate_series(1, ${TRIALS}) as i,
         (select min(id) as first from users where username like 'bench%') as u`);
  // One subscription per user; three in four ACTIVE (the unique index allows one active per user).
  await run(`
    insert into subscriptions (user_id, plan_id, status, start_date, next_billing_date)
    select u.first + i, p.first + i % 3,
           (case when i % 4 = 0 then 'CANCELLED' else 'ACTIVE' end)::subscription_status,
           now() - interval '10 days', now() + interval '20 days'
    from generate_series(0, ${SUBSCRIPTIONS - 1}) as i,
         (select min(id) as first from users where username like 'bench%') as u,
         (select min(id) as first from plans) as p`);
  // As autovacuum would on a live database: fresh statistics and the visibility map index-only scans use.
  await run('vacuum analyze');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(kind: string, handle: DatabaseHandle): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-that-is-long-enough-for-hkdf-0123456789',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  });
  await seedDatabase(handle.db, config);
  let started = performance.now();
  await fill(handle.db);
  console.log(`${kind}: data inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const silent = new Writable({ write: (_c, _e, cb) => cb() });
  const app = await buildApp({ config, db: handle.db, logStream: silent, webDistDir: null });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    const token = login.json().token as string;
    const endpoints = [
      '/api/v1/admin/stats',
      '/api/v1/admin/chats/users?page=1&limit=10',
      '/api/v1/admin/chats/users?page=250&limit=50',
      '/api/v1/admin/chats/users?page=9000&limit=10',
    ];
    for (const url of endpoints) {
      const get = async () => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      };
      for (let i = 0; i < 3; i++) await get();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        started = performance.now();
        await get();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${kind.padEnd(9)} ${url.replace('/api/v1', '').padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   (${runs} runs)`,
      );
    }
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `admin-stats: ${USERS} users, ${CHATS} chats, ${MESSAGES} messages, ${TRIALS} trials, ${SUBSCRIPTIONS} subscriptions`,
);

if (only !== 'postgres') {
  const handle = await openDatabase({});
  try {
    await measure('pglite', handle);
  } finally {
    await handle.close();
  }
}

if (only !== 'pglite') {
  const name = `amicus_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    try {
      await measure('postgres', handle);
    } finally {
      await handle.close();
    }
  } finally {
    if (keep) console.log(`kept: ${url.toString()}`);
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    if (!keep) await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }
}
