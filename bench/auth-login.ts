// Benchmark: sign-in latency through the real app (real HTTP, PGlite, argon2id included) against the bare cost
// of one argon2id verify with the same parameters, measured in the same run. Sign-ins are sequential, so the
// figures are per-request latency, not throughput. Prints figures only: it never passes or fails on time.
//
//   node --import tsx bench/auth-login.ts            (200 sign-ins; BENCH_LOGINS=500 for more)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { verify } from '@node-rs/argon2';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { hashPassword } from '../apps/server/src/domain/accounts/passwords';
import { percentile } from './support/percentile';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);
const WARM_UP = 10;
const PASSWORD = 'Bench#Passphrase-2026';

const ms = (value: number) => `${value.toFixed(1)} ms`;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bench-login-'));
const database = await openDatabase({});
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-that-is-long-enough-for-hkdf-0123456789',
  ADMIN_PASSWORD: 'Bench#Admin-2026',
  LOG_LEVEL: 'warn',
});
await seedDatabase(database.db, config);
const app = await buildApp({ config, db: database.db, webDistDir: null });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const post = (url: string, body: object) =>
  fetch(`${base}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const signup = await post('/auth/signup', {
  name: 'Bench User',
  email: 'bench@example.com',
  username: 'bench',
  password: PASSWORD,
});
if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);

async function timedLogin(): Promise<number> {
  const start = performance.now();
  const response = await post('/auth/login', { username: 'bench', password: PASSWORD });
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return elapsed;
}

// The yardstick: one verify of a hash made with the app's own parameters, no HTTP, no database.
const storedHash = await hashPassword(PASSWORD);
async function timedVerify(): Promise<number> {
  const start = performance.now();
  if (!(await verify(storedHash, PASSWORD))) throw new Error('verify failed');
  return performance.now() - start;
}

for (let i = 0; i < WARM_UP; i++) {
  await timedLogin();
  await timedVerify();
}
// Interleaved, so a change in machine load touches both series alike.
const logins: number[] = [];
const verifies: number[] = [];
for (let i = 0; i < LOGINS; i++) {
  logins.push(await timedLogin());
  verifies.push(await timedVerify());
}

await app.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });

const loginP50 = percentile(logins, 50);
const verifyP50 = percentile(verifies, 50);
console.log(`POST /auth/login, ${LOGINS} sequential sign-ins over HTTP (PGlite, argon2id 19 MiB / 2 passes)`);
console.log(
  `  login   p50 ${ms(loginP50)}   p95 ${ms(percentile(logins, 95))}   max ${ms(Math.max(...logins))}`,
);
console.log(`  argon2id verify alone   p50 ${ms(verifyP50)}   p95 ${ms(percentile(verifies, 95))}`);
console.log(
  `  login / verify (p50) ${(loginP50 / verifyP50).toFixed(2)}x; everything but the hash adds ${ms(loginP50 - verifyP50)}`,
);
