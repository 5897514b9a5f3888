// Benchmark: the time retrieval adds before a reply's first chunk — groundingFor (jurisdiction, area, question →
// numbered passages), which every reply runs before it calls the model — against a bare `select 1` round trip in
// the same run. The library holds the offline guides and, with --corpus <archive|folder> (e.g. the D.C. Code in
// ../shared/corpora/dc-code/dc-code-titles.tar.gz), a whole jurisdiction's code, imported first.
// Figures only: it never passes or fails on time.
//
//   node --import tsx bench/reply-grounding.ts [--corpus <path>] [--runs 200] [--keep <dir>]
// (--keep: the PGlite database stays in <dir>, and a later run on it skips the import)
//   TEST_DATABASE_URL=postgres://… node --import tsx bench/reply-grounding.ts …
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { guideSources } from '../apps/server/src/domain/library/guides-source';
import { groundingFor } from '../apps/server/src/domain/library/grounding';
import { jurisdictionsFor } from '../apps/server/src/domain/library/search/jurisdiction';
import { searchLibrary } from '../apps/server/src/domain/library/search/search-library';
import {
  importLibrary,
  importSource,
  type ImportReport,
} from '../apps/server/src/domain/library/import/import-library';
import { openImportInput } from '../apps/server/src/domain/library/import/import-input';
import { emptyCounts } from '../apps/server/src/domain/library/import/write-source';
import { cpuClock } from './support/cpu-time';
import { percentile } from './support/percentile';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option('--runs') ?? 200);
const corpus = option('--corpus');
const keep = option('--keep');

/** A D.C. user's plain-language questions in the seeded areas: topic, description and a follow-up each. */
const QUESTIONS: [string, string][] = [
  ['housing', 'My landlord kept my security deposit two months after I moved out'],
  ['housing', 'My landlord is trying to kick me out without a court order'],
  ['housing', 'The heating has been broken all winter and the landlord will not fix it'],
  ['employment', 'I was fired and never got my final paycheck'],
  ['employment', 'My employer does not pay me overtime for working 50 hours a week'],
  ['family', 'How is child support calculated after a divorce'],
  ['consumer', 'A debt collector keeps calling me at work about an old credit card'],
  ['debt', 'Can they garnish my wages for a judgment'],
  ['injury', 'I slipped on ice outside a store and broke my wrist'],
  ['estates', 'My father died without a will, who inherits his house'],
];

async function seedLibrary() {
  const report: ImportReport = { ...emptyCounts(), format: 'guides', sources: [], failures: [] };
  for (const source of guideSources()) await importSource(db, source, report);
  if (corpus) {
    const started = performance.now();
    const { input, dispose } = await openImportInput(corpus);
    const imported = await importLibrary(db, input);
    await dispose();
    console.log(
      `imported ${imported.added} sections of ${corpus} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

const dataDir = keep ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bench-grounding-')));
const reuse = keep !== undefined && (await fs.stat(path.join(keep, 'pgdata')).catch(() => null)) !== null;
// One connection: the CPU clock reads the database's backends, and the steps run one after another.
const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir, poolSize: 1 });
const db = handle.db;
try {
  if (!reuse) await seedLibrary();
  const cpu = await cpuClock(handle);
  const cpuTimes = new Map<number[], number[]>();
  const measure = async (what: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await what(i); // warm-up
    const times: number[] = [];
    const used: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const startCpu = cpu();
      await what(i);
      times.push(performance.now() - start);
      used.push(cpu() - startCpu);
    }
    cpuTimes.set(times, used);
    return times;
  };
  const cpuOf = (times: number[]) =>
    `; CPU time p50 ${ms(percentile(cpuTimes.get(times)!, 50))} p99 ${ms(percentile(cpuTimes.get(times)!, 99))}`;
  const baseline = await measure(() => db.execute(sql`select 1`));
  let passages = 0;
  let lawFound = 0;
  const grounding = await measure(async (i) => {
    const [area, question] = QUESTIONS[i % QUESTIONS.length]!;
    const found = await groundingFor(db, {
      country: 'USA',
      state: 'Washington, DC',
      area,
      question: [question, question, 'What can I do?'],
    });
    passages += found.sources.length;
    if (found.lawFound) lawFound++;
  });
  const search = await measure(async (i) => {
    const [area, question] = QUESTIONS[i % QUESTIONS.length]!;
    await searchLibrary(db, `${question}\n${question}\nWhat can I do?`, {
      jurisdictions: jurisdictionsFor('USA', 'Washington, DC'),
      area,
      limit: 5,
    });
  });
  console.log(
    `reply-grounding: ${runs} questions on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, library: guides${corpus ? ' + corpus' : ''}`,
  );
  console.log(
    `  select 1            p50 ${ms(percentile(baseline, 50))} p99 ${ms(percentile(baseline, 99))}`,
  );
  console.log(
    `  groundingFor        p50 ${ms(percentile(grounding, 50))} p99 ${ms(percentile(grounding, 99))}  (${(percentile(grounding, 50) / percentile(baseline, 50)).toFixed(0)}× select 1 at p50)${cpuOf(grounding)}`,
  );
  console.log(
    `  of which searchLibrary p50 ${ms(percentile(search, 50))} p99 ${ms(percentile(search, 99))}${cpuOf(search)}`,
  );
  console.log(
    `  passages per reply  ${(passages / (runs + 20)).toFixed(1)}; law of the jurisdiction found for ${lawFound} of ${runs + 20}`,
  );
} finally {
  await handle.close();
  if (!keep) await fs.rm(dataDir, { recursive: true, force: true });
}
