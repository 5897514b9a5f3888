// The legal library at about 104,000 sections: the whole D.C. Code, U.S. Code and Code of Maryland Regulations
// (../shared/corpora) imported, with the problem index; import and re-import times, database size, search and
// reply-retrieval latency p50/p99 with their CPU (this process and its database), and retrieval quality on the
// development and held-out lay questions (bench/library/*-lay.ts) for each method and their fusion: recall@5,
// MRR, paragraph@5 and grounded (the offline reply cites the answering section and states its key fact).
//
//   npm run bench -- library                       PGlite in memory
//   BENCH_DATABASE_URL=postgres://… npm run bench -- library     PostgreSQL: a database amicus_bench_library beside it
//   BENCH_KEEP=1 …                                 keep that database and, when it holds the corpora, skip the imports
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type DatabaseHandle } from '../apps/server/src/db/client';
import { seedContent } from '../apps/server/src/db/seed/seed';
import { groundingFor } from '../apps/server/src/domain/library/grounding';
import { importLibrary, type ImportOptions } from '../apps/server/src/domain/library/import/import-library';
import { openImportInput } from '../apps/server/src/domain/library/import/import-input';
import { searchLibrary } from '../apps/server/src/domain/library/search/search-library';
import { placeName } from '@amicus/contract/places/places';
import { DEV_LAY } from './library/dev-lay';
import { HELD_OUT_LAY } from './library/held-out-lay';
import { formatQuality, measure, type Method } from './library/quality';
import { cpuClock } from './support/cpu-time';
import { percentile } from './support/percentile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpora = path.join(root, '../shared/corpora');
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const keep = Boolean(process.env.BENCH_KEEP);

let databaseUrl: string | undefined;
if (baseUrl) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = (await admin.query(`select 1 from pg_database where datname = 'amicus_bench_library'`))
    .rowCount;
  if (!keep || !exists) {
    await admin.query('drop database if exists amicus_bench_library');
    await admin.query('create database amicus_bench_library');
  }
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = '/amicus_bench_library';
  databaseUrl = url.toString();
}
// One connection: the CPU clock reads the database's backends, and searches run one after another.
const handle: DatabaseHandle = await openDatabase({ databaseUrl, poolSize: 1 });
console.log(`Database: ${handle.kind}`);
await seedContent(handle.db);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
async function importCorpus(name: string, file: string, options: ImportOptions) {
  const { input, dispose } = await openImportInput(path.join(corpora, file));
  try {
    const started = performance.now();
    const report = await importLibrary(handle.db, input, options);
    console.log(
      `${name}: ${report.read} read, ${report.added} added, ${report.changed} changed, ${report.unchanged} unchanged, ` +
        `${report.failed} failed in ${seconds(performance.now() - started)}`,
    );
  } finally {
    await dispose();
  }
}

const [held] = await queryRows<{ n: number }>(
  handle.db,
  sql`select count(*)::int as n from library_sections`,
);
if (!keep || (held?.n ?? 0) < 100_000) {
  await importCorpus('D.C. Code import', 'dc-code/dc-code-titles.tar.gz', { asOf: '2024-10-20' });
  await importCorpus('U.S. Code import', 'us-code/us-code-uslm.tar.xz', { jurisdiction: 'US' });
  await importCorpus('COMAR import', 'md-comar/md-comar.tar.xz', {
    jurisdiction: 'US-MD',
    asOf: '2026-01-23',
  });
  await importCorpus('U.S. Code re-import, unchanged', 'us-code/us-code-uslm.tar.xz', { jurisdiction: 'US' });
}
const [size] = await queryRows<{ size: string; sections: number }>(
  handle.db,
  sql`select pg_size_pretty(pg_database_size(current_database())) as size,
        (select count(*)::int from library_sections where withdrawn_at is null) as sections`,
);
console.log(`Database size: ${size?.size} for ${size?.sections} sections`);

// Latency: searches in the research screen's form (a question, a citation, a few words) and a reply's retrieval.
const questions = [...DEV_LAY, ...HELD_OUT_LAY];
const queries = [
  ...questions.map((q) => q.question),
  ...questions.map((q) => q.answers[0]!.citation),
  ...questions.map((q) => q.question.split(' ').slice(-4).join(' ')),
];
const cpu = await cpuClock(handle);
const pct = (values: number[], p: number) => percentile(values, p).toFixed(1);
const timed = async (label: string, runs: number, work: (i: number) => Promise<unknown>) => {
  await work(0);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = cpu();
    await work(i);
    times.push(performance.now() - t);
    cpuTimes.push(cpu() - c);
  }
  console.log(
    `${label} over ${runs}: p50 ${pct(times, 50)} ms, p99 ${pct(times, 99)} ms; ` +
      `CPU (this process and its database) p50 ${pct(cpuTimes, 50)} ms, p99 ${pct(cpuTimes, 99)} ms`,
  );
};
await timed('Search', 300, (i) =>
  searchLibrary(handle.db, queries[i % queries.length]!, {
    jurisdictions: ['US-DC', 'US', 'general'],
    limit: 20,
  }),
);
await timed('Retrieval for a reply', 300, (i) => {
  const q = questions[i % questions.length]!;
  return groundingFor(handle.db, {
    country: 'United States',
    state: placeName(q.place) ?? '',
    area: q.area,
    question: [q.question],
  });
});

const methods: Method[] = [
  { name: 'words', filters: { expand: false, problems: false } },
  { name: 'words + related words', filters: { expand: true, problems: false } },
  { name: 'words + problem index', filters: { expand: false, problems: true } },
  { name: 'all (fused)', filters: { expand: true, problems: true } },
];
for (const [name, set] of [
  ['Development', DEV_LAY],
  ['Held-out (never tuned on)', HELD_OUT_LAY],
] as const) {
  for (const [place, questionsOf] of [
    ['D.C.', set.filter((q) => q.place === 'US-DC')],
    ['federal', set.filter((q) => q.place !== 'US-DC')],
  ] as const) {
    for (const method of methods)
      console.log(
        `${name}, ${place}, ${method.name}: ${formatQuality(await measure(handle.db, questionsOf, method))}`,
      );
  }
}
await handle.close();
