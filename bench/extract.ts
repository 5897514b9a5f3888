// Benchmark: document extraction. (1) The time to read a 50-page PDF and a 50-page DOCX through the server's
// document reader's processes, against `pdftotext` (poppler-utils) on the same PDF in the same run; (2) the latency of
// GET /credits through the real app (real HTTP, PGlite) while ten extractions run through POST /trials/analyze,
// against the same requests on an idle server. Prints figures only: it never passes or fails on time.
//
//   node --import tsx bench/extract.ts           (BENCH_RUNS=15 for more timed runs per document)
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { Document, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { createLlm } from '../apps/server/src/adapters/llm/create-llm';
import { OFFLINE_MODEL_ID } from '../apps/server/src/adapters/llm/model-catalogue';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { llmSettings } from '../apps/server/src/db/schema/index';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { createDocumentReader, defaultReaderSize } from '../apps/server/src/document-reader/document-reader';
import { extractDocument } from '../apps/server/src/document-reader/extract-document';
import { percentile } from './support/percentile';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGES = 50;
const PDFTOTEXT = process.env.PDFTOTEXT ?? '/usr/bin/pdftotext';
if (!existsSync(PDFTOTEXT)) {
  console.error(
    `${PDFTOTEXT} not found: install poppler-utils (apt-get install poppler-utils) or set PDFTOTEXT.`,
  );
  process.exit(2);
}
const run = promisify(execFile);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

const sentence = (page: number, line: number) =>
  `Page ${page}, line ${line}: on 3 March 2024 the tenant paid $1,200 and the landlord signed the receipt.`;

async function makePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= PAGES; p++) {
    const page = pdf.addPage([595, 842]);
    for (let l = 1; l <= 45; l++) page.drawText(sentence(p, l), { x: 40, y: 800 - l * 17, size: 9, font });
  }
  return Buffer.from(await pdf.save());
}

async function makeDocx(): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let p = 1; p <= PAGES; p++) {
    for (let l = 1; l <= 45; l++) children.push(new Paragraph({ children: [new TextRun(sentence(p, l))] }));
    if (p < PAGES) children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

async function time(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

/**
 * Timed runs of several tasks, interleaved run by run (A B C, A B C, …) after one warm-up each (first use loads
 * a parser and starts the reader process), so a change in machine load touches every series alike.
 */
async function interleaved(tasks: Record<string, () => Promise<unknown>>): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = {};
  for (const [name, task] of Object.entries(tasks)) {
    await task();
    times[name] = [];
  }
  for (let i = 0; i < RUNS; i++) {
    for (const [name, task] of Object.entries(tasks)) times[name]!.push(await time(task));
  }
  return times;
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bench-extract-'));
const pdf = await makePdf();
const docx = await makeDocx();
const pdfPath = path.join(dir, 'fifty-pages.pdf');
await fs.writeFile(pdfPath, pdf);

console.log(
  `Extraction of ${PAGES}-page documents (${RUNS} timed runs each, median; CPUs: ${os.availableParallelism()}, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
console.log(`  PDF ${(pdf.length / 1024).toFixed(0)} KB, DOCX ${(docx.length / 1024).toFixed(0)} KB\n`);

// Part 1: extraction time.
const pool = createDocumentReader();
const check = await pool.read(pdf);
if (check.status !== 'ok' || !check.text.includes(sentence(PAGES, 45)))
  throw new Error('PDF text not extracted');
const docxCheck = await pool.read(docx);
if (docxCheck.status !== 'ok' || !docxCheck.text.includes(sentence(PAGES, 45)))
  throw new Error('DOCX text not extracted');

const readOk = async (bytes: Buffer) => {
  const result = await extractDocument(bytes);
  if (result.status !== 'ok') throw new Error(`extraction on this thread answered ${result.status}`);
};
const { pdftotext, poolPdf, inlinePdf, poolDocx, inlineDocx } = (await interleaved({
  pdftotext: () => run(PDFTOTEXT, ['-q', pdfPath, '-']),
  poolPdf: () => pool.read(pdf),
  inlinePdf: () => readOk(pdf),
  poolDocx: () => pool.read(docx),
  inlineDocx: () => readOk(docx),
})) as Record<'pdftotext' | 'poolPdf' | 'inlinePdf' | 'poolDocx' | 'inlineDocx', number[]>;

console.log('  pdftotext (process spawn included)   ', ms(median(pdftotext)));
console.log(
  '  PDF  via reader process   (unpdf)   ',
  ms(median(poolPdf)),
  `  ${(median(poolPdf) / median(pdftotext)).toFixed(2)}× pdftotext`,
);
console.log(
  '  PDF  unpdf on this thread            ',
  ms(median(inlinePdf)),
  `  ${(median(inlinePdf) / median(pdftotext)).toFixed(2)}× pdftotext`,
);
console.log(
  '  DOCX via reader process   (mammoth) ',
  ms(median(poolDocx)),
  `  ${(median(poolDocx) / median(pdftotext)).toFixed(2)}× pdftotext`,
);
console.log('  DOCX mammoth on this thread          ', ms(median(inlineDocx)));
await pool.close();

// Part 2: other requests while ten extractions run through the real app.
const dataDir = path.join(dir, 'data');
// PGlite (in this process, like `npm start`), or PostgreSQL when TEST_DATABASE_URL is set (a fresh database).
const postgresUrl = process.env.TEST_DATABASE_URL;
let dropDatabase = async () => {};
let databaseUrl: string | undefined;
if (postgresUrl) {
  const name = `amicus_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: postgresUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-that-is-long-enough-for-hkdf-0123456789',
  ADMIN_PASSWORD: 'Bench#Admin-2026',
  LOG_LEVEL: 'warn',
  // Ten uploads read at once is the load measured here, past the default that answers a busy server with 503.
  UPLOADS_MAX_CONCURRENT: '10',
});
await seedDatabase(database.db, config);
// The offline model without its typing pause: the figures are about extraction, not a model's speed.
const app = await buildApp({
  config,
  db: database.db,
  webDistDir: null,
  adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
});
const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/v1`;

const json = { 'content-type': 'application/json' };
const user = {
  name: 'Bench User',
  email: 'bench@example.com',
  username: 'bench',
  password: 'Bench#Passphrase-2026',
};
await fetch(`${base}/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(user) });
const login = (await (
  await fetch(`${base}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(user) })
).json()) as { token: string; user: { id: number } };
await database.db.insert(llmSettings).values({ userId: login.user.id, model: OFFLINE_MODEL_ID });
const auth = { authorization: `Bearer ${login.token}` };

const credits = await fetch(`${base}/credits`, { headers: auth });
const probeUrl = credits.status === 200 ? `${base}/credits` : `${base}/health`;
if (credits.status !== 200)
  console.log(`\n  (GET /credits answered ${credits.status}; probing GET /health instead)`);

async function probe(): Promise<number> {
  const start = performance.now();
  const response = await fetch(probeUrl, { headers: auth });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`probe failed: ${response.status}`);
  return performance.now() - start;
}

const createTrial = async () => {
  const response = await fetch(`${base}/trials`, {
    method: 'POST',
    headers: { ...json, ...auth },
    body: JSON.stringify({
      caseDescription: 'A deposit dispute.',
      role: 'plaintiff',
      country: 'Canada',
      state: 'Ontario',
    }),
  });
  return ((await response.json()) as { trialId: number }).trialId;
};
const trialIds = await Promise.all(Array.from({ length: 10 }, createTrial));

const PROBE_GAP_MS = 10;
const idle: number[] = [];
for (let i = 0; i < 20; i++) await probe(); // warm-up
const idleDelay = monitorEventLoopDelay({ resolution: 10 });
idleDelay.enable();
for (let i = 0; i < 300; i++) {
  idle.push(await probe());
  await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
}
idleDelay.disable();

// How blocked this thread's event loop was (it serves the requests and runs the app): separates time the loop
// was busy from time the operating system gave the CPU to others (the reader processes, others).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const utilisation = performance.eventLoopUtilization();
loopDelay.enable();
const started = performance.now();
let running = true;
const extractions = Promise.all(
  trialIds.map(async (trialId, i) => {
    const form = new FormData();
    form.append('trialId', String(trialId));
    const [field, bytes, name] =
      i % 2 === 0 ? ['plaintiffFiles', pdf, 'fifty.pdf'] : ['defendantFiles', docx, 'fifty.docx'];
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${base}/trials/analyze`, { method: 'POST', headers: auth, body: form });
    if (response.status !== 200)
      throw new Error(`analyze failed: ${response.status} ${await response.text()}`);
  }),
).finally(() => {
  running = false;
});
const loaded: number[] = [];
while (running) {
  loaded.push(await probe());
  await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
}
await extractions;
const busyFor = performance.now() - started;
loopDelay.disable();
const busyShare = performance.eventLoopUtilization(utilisation).utilization;

const route = probeUrl.endsWith('/credits') ? 'GET /credits' : 'GET /health';
console.log(
  `\n${route} latency (real HTTP, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; document reader of ${defaultReaderSize()} process${defaultReaderSize() === 1 ? '' : 'es'})`,
);
console.log('                              p50        p95        p99        max     requests');
const row = (label: string, values: number[]) =>
  console.log(
    `  ${label.padEnd(24)}${ms(percentile(values, 50))} ${ms(percentile(values, 95))} ${ms(percentile(values, 99))} ${ms(Math.max(...values))}   ${String(values.length).padStart(6)}`,
  );
row('idle server', idle);
row('10 extractions running', loaded);
console.log(
  `\n  The ten analyses (5 PDFs, 5 DOCX of ${PAGES} pages, offline model) took ${(busyFor / 1000).toFixed(1)} s in all.`,
);
console.log(
  `  Event loop meanwhile: ${(busyShare * 100).toFixed(0)}% busy; delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(1)} ms (idle server: p99 ${(idleDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(idleDelay.max / 1e6).toFixed(1)} ms).`,
);
console.log('  Aims: extraction ≤ 3× pdftotext; p99 of other requests under 50 ms while extracting.');

await app.close();
await database.close();
await dropDatabase();
await fs.rm(dir, { recursive: true, force: true });
