// The legal library on the whole D.C. Code (../shared/corpora): import time and database size, search latency
// p50/p99 over 200 queries, and retrieval quality (recall@5, MRR) on bench/library/dev-set.ts with and without
// query expansion and the area filter, and on bench/library/held-out-set.ts, never tuned on. PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set: a
// fresh database `amicus_bench_library` is made beside it; else embedded PGlite in memory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { queryRows } from '../apps/server/src/db/client';
import { importLibrary } from '../apps/server/src/domain/library/import/import-library';
import { openImportInput } from '../apps/server/src/domain/library/import/import-input';
import { searchLibrary } from '../apps/server/src/domain/library/search/search-library';
import { DEV_SET } from './library/dev-set';
import { HELD_OUT_SET } from './library/held-out-set';
import { cpuClock } from './support/cpu-time';
import { percentile } from './support/percentile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.join(root, '../shared/corpora/dc-code/dc-code-titles.tar.gz');
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

let databaseUrl: string | undefined;
if (baseUrl) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query('drop database if exists amicus_bench_library');
  await admin.query('create database amicus_bench_library');
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = '/amicus_bench_library';
  databaseUrl = url.toString();
}
// One connection: the CPU clock reads the database's backends, and searches run one after another.
const handle = await openDatabase({ databaseUrl, poolSize: 1 });
console.log(`Database: ${handle.kind}`);

const { input, dispose } = await openImportInput(corpus);
let started = performance.now();
const report = await importLibrary(handle.db, input, { asOf: '2024-10-20' });
const importSeconds = (performance.now() - started) / 1000;
started = performance.now();
const again = await importLibrary(handle.db, input, { asOf: '2024-10-20' });
const reimportSeconds = (performance.now() - started) / 1000;
await dispose();
console.log(
  `Import: ${report.read} sections read, ${report.added} added, ${report.failed} failed in ${importSeconds.toFixed(1)} s; ` +
    `re-import ${again.unchanged} unchanged in ${reimportSeconds.toFixed(1)} s`,
);
const [size] = await queryRows<{ size: string }>(
  handle.db,
  sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
);
console.log(`Database size: ${size?.size}`);

const dc = { jurisdictions: ['US-DC', 'US', 'general'], limit: 5 };
const queries = [
  ...DEV_SET.map((q) => q.question),
  ...DEV_SET.map((q) => `D.C. Code § ${q.expected[0]}`),
  ...DEV_SET.map((q) => q.question.split(' ').slice(-4).join(' ')),
  ...DEV_SET.map((q) => q.expected[0]!),
];
const cpu = await cpuClock(handle);
const times: number[] = [];
const cpuTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  const c = cpu();
  await searchLibrary(handle.db, queries[i % queries.length]!, dc);
  times.push(performance.now() - t);
  cpuTimes.push(cpu() - c);
}
const pct = (values: number[], p: number) => percentile(values, p).toFixed(1);
console.log(
  `Search over 200 queries: p50 ${pct(times, 50)} ms, p99 ${pct(times, 99)} ms; ` +
    `CPU time (this process and its database) p50 ${pct(cpuTimes, 50)} ms, p99 ${pct(cpuTimes, 99)} ms`,
);

for (const [name, set] of [
  ['Dev set', DEV_SET],
  ['Held-out set', HELD_OUT_SET],
] as const) {
  for (const useArea of [false, true]) {
    for (const expand of [false, true]) {
      let found = 0;
      let reciprocal = 0;
      for (const q of set) {
        const { hits } = await searchLibrary(handle.db, q.question, {
          ...dc,
          expand,
          area: useArea ? q.area : undefined,
        });
        const rank = hits.findIndex((hit) => q.expected.some((n) => hit.citation === `D.C. Code § ${n}`));
        if (rank >= 0) {
          found += 1;
          reciprocal += 1 / (rank + 1);
        }
      }
      console.log(
        `${name} (${set.length} questions), ${useArea ? 'area filter' : 'no area filter'}, ${expand ? 'with' : 'without'} expansion: ` +
          `recall@5 ${(found / set.length).toFixed(2)}, MRR ${(reciprocal / set.length).toFixed(2)}`,
      );
    }
  }
}
await handle.close();
