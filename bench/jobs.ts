// The job runner on each database: one idle poll against a primary-key read (the scale of one round trip),
// the time from enqueue to succeeded for an empty job, and how many empty jobs one instance runs a second.
// PostgreSQL is a throwaway database beside TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
// Prints figures; it never passes or fails on time.
//   node --import tsx bench/jobs.ts
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { systemClock } from '../apps/server/src/lib/clock';
import { readJob } from '../apps/server/src/jobs/job-queries';
import { createJobRunner } from '../apps/server/src/jobs/job-runner';
import { waitForJob } from '../apps/server/src/jobs/watch-job';

const ROUNDS = 200;
const SINGLE_JOBS = 100;
const BATCH = 500;

const mean = async (runs: number, step: () => Promise<unknown>) => {
  const started = performance.now();
  for (let i = 0; i < runs; i++) await step();
  return (performance.now() - started) / runs;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function measure(handle: DatabaseHandle) {
  const log = Fastify({ logger: false }).log;
  const runner = createJobRunner({
    db: handle.db,
    clock: systemClock,
    log,
    concurrency: 4,
    pollMs: 1000,
    leaseMs: 30_000,
  });
  const job = { kind: 'bench', run: async () => ({ ok: true }) };
  runner.register(job);
  runner.start();
  await mean(20, runner.tick);
  const idlePoll = await mean(ROUNDS, runner.tick);
  const pointRead = await mean(ROUNDS, () => readJob(handle.db, 1));

  const latencies: number[] = [];
  for (let i = 0; i < SINGLE_JOBS; i++) {
    const started = performance.now();
    const row = await runner.enqueue(job, {});
    await waitForJob(handle.db, runner, row.id, 10_000);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);

  const started = performance.now();
  const rows = await Promise.all(Array.from({ length: BATCH }, () => runner.enqueue(job, {})));
  await Promise.all(rows.map((row) => waitForJob(handle.db, runner, row.id, 120_000)));
  const perSecond = BATCH / ((performance.now() - started) / 1000);
  await runner.close();

  console.log(`${handle.kind}:`);
  console.log(
    `  idle poll ${ms(idlePoll)}  (primary-key read ${ms(pointRead)}: ${(idlePoll / pointRead).toFixed(1)}x)`,
  );
  console.log(
    `  enqueue → succeeded p50 ${ms(latencies[SINGLE_JOBS / 2]!)}  p95 ${ms(latencies[Math.floor(SINGLE_JOBS * 0.95)]!)}`,
  );
  console.log(`  ${BATCH} jobs queued at once, concurrency 4: ${perSecond.toFixed(0)} jobs/s`);
}

const embedded = await openDatabase({});
await measure(embedded);
await embedded.close();

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `amicus_bench_jobs_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
try {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: target.toString(), poolSize: 5 });
  await measure(postgres);
  await postgres.close();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
