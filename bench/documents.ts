// Benchmark: documents. Export part: the time to export a five-page letter to DOCX and to PDF (p50/p95 over
// BENCH_RUNS runs, after warm-up), against the same library writing the same words as plain paragraphs in one
// font (the baseline: what our letter layout, lists, links and the embedded font add), this process's CPU time,
// and the longest the event loop went without a turn meanwhile, against the same time idle: the export runs on
// the server's event loop in the first table. Then /health p50/p99 while three exports at a time run (the
// longest letter a user can save, as DOCX, and the five-page one as PDF): idle, rendered on the main thread
// (before: how the server exported until export-pool.ts) and on the export pool's threads (after). /health is a
// plain HTTP route in this process, as the server's is: its delay is the event loop's.
// Review part: a 30-page lease (test/lease-fixture.ts) reviewed by the offline writer on an in-process server
// (embedded database, D.C. deposit law seeded when the corpus is there): the time from the upload to the job's
// first progress event (its event stream) and to the finished review, then GET /health latency (p50/p99) while
// three such reviews run, against the same server idle.
// Figures only: it never passes or fails on time.
//
//   node --import tsx bench/documents.ts           (BENCH_RUNS=50 for more timed runs)
//   BENCH_PART=export | BENCH_PART=review          (one part only)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Letter } from '@amicus/contract/documents/letter';
import { richTextToPlain } from '@amicus/contract/documents/rich-text';
import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import { exportDocx } from '../apps/server/src/domain/letters/export/export-docx';
import { exportPdf } from '../apps/server/src/domain/letters/export/export-pdf';
import { createExportPool } from '../apps/server/src/domain/letters/export/export-pool';
import { ceilingBody, fivePageBody, letterWith } from '../apps/server/test/letter-fixtures';
import { percentile } from './support/percentile';
import { reviewPart } from './documents-review';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const letter = letterWith(fivePageBody());
const paragraphs = richTextToPlain(letter.body).split('\n');

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`.padStart(7);

async function plainDocx(): Promise<Buffer> {
  const children = paragraphs.map((text) => new Paragraph({ text }));
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

async function plainPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.font('Times-Roman').fontSize(11);
  for (const text of paragraphs) doc.text(text, { paragraphGap: 6 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

type Timing = { p50: number; p95: number; stallP50: number; stallMax: number; cpuP50: number; bytes: number };

/**
 * The longest the event loop went without a turn while `work` ran: a setImmediate chain runs once per turn, so
 * the widest gap between two of its runs is the longest stretch nothing else could run.
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let widest = 0;
  let running = true;
  const turn = () => {
    const now = performance.now();
    widest = Math.max(widest, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  const result = await work();
  running = false;
  widest = Math.max(widest, performance.now() - last);
  return { result, stallMs: widest };
}

/** Times each run (wall and this process's CPU) and its longest stall; p50 and the worst over the runs. */
async function time(render: () => Promise<Buffer>): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await render();
  const times: number[] = [];
  const cpu: number[] = [];
  const stalls: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { result, stallMs } = await longestStall(render);
    const used = process.cpuUsage(cpuBefore);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    stalls.push(stallMs);
    bytes = result.length;
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpuP50: percentile(cpu, 50),
    stallP50: percentile(stalls, 50),
    stallMax: Math.max(...stalls),
    bytes,
  };
}

/** The same, idle: the longest gap between turns over a PDF export's p50, when nothing runs. */
async function idleStalls(forMs: number) {
  const stalls: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { stallMs } = await longestStall(() => new Promise((resolve) => setTimeout(resolve, forMs)));
    stalls.push(stallMs);
  }
  return { p50: percentile(stalls, 50), max: Math.max(...stalls) };
}

async function exportPart() {
  const pdf = await exportPdf(letter);
  console.log(
    `A letter of ${paragraphs.length} paragraphs (${richTextToPlain(letter.body).length.toLocaleString('en-US')} characters): ${pdfPages(pdf)} PDF pages; ${RUNS} timed runs each after ${WARM_UP} to warm up.\n`,
  );
  const results = {
    docx: await time(() => exportDocx(letter)),
    'docx baseline': await time(plainDocx),
    pdf: await time(() => exportPdf(letter)),
    'pdf baseline': await time(plainPdf),
  };
  const idle = await idleStalls(results.pdf.p50);

  console.log(
    `${''.padEnd(16)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'× base'.padStart(7)}${'cpu p50'.padStart(10)}${'stall p50'.padStart(12)}${'stall max'.padStart(12)}${'size'.padStart(10)}`,
  );
  for (const [name, r] of Object.entries(results)) {
    const base = name.startsWith('docx') ? results['docx baseline'] : results['pdf baseline'];
    console.log(
      `${name.padEnd(16)}${ms(r.p50)}${ms(r.p95)}${ratio(r.p50, base.p50)}${ms(r.cpuP50)}  ${ms(r.stallP50)}  ${ms(r.stallMax)}${`${Math.round(r.bytes / 1024)} KB`.padStart(10)}`,
    );
  }
  console.log(`${'idle'.padEnd(16)}${''.padStart(37)}  ${ms(idle.p50)}  ${ms(idle.max)}`);
  console.log(
    '\nstall: the longest the event loop went without a turn during one export, p50 and worst over the runs.\n' +
      'cpu: this process’s CPU time per export; wall time above it is time the host gave to other processes.',
  );
}

/** /health while exports run: idle, on the main thread (before) and on the export pool (after). */
async function exportHealthPart() {
  // /health while exports run.
  const HEALTH_ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 4);
  const longest = letterWith(ceilingBody());
  const health = http.createServer((_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
  const healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/health`;
  const agent = new http.Agent({ keepAlive: true });
  const probe = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(healthUrl, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(performance.now() - started));
        })
        .on('error', reject);
    });

  /** /health's answer times, probed every 10 ms, while `rounds` rounds of three exports at a time run. */
  async function healthWhile(render: (format: 'docx' | 'pdf', body: Letter) => Promise<Buffer>) {
    const times: number[] = [];
    let running = true;
    const probing = (async () => {
      while (running) {
        times.push(await probe());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = performance.now();
    for (let round = 0; round < HEALTH_ROUNDS; round++)
      await Promise.all([render('docx', longest), render('pdf', letter), render('docx', longest)]);
    const took = performance.now() - started;
    running = false;
    await probing;
    return {
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: Math.max(...times),
      took,
      n: times.length,
    };
  }

  const pool = createExportPool();
  // Warm up both ways (the pool's threads start and load the renderers once).
  await Promise.all([
    pool.render('docx', letter),
    pool.render('pdf', letter),
    exportDocx(letter),
    exportPdf(letter),
  ]);
  const idleHealth = await healthWhile(
    () => new Promise((resolve) => setTimeout(() => resolve(Buffer.alloc(0)), 1_000)),
  );
  const mainThread = await healthWhile((format, l) => (format === 'docx' ? exportDocx(l) : exportPdf(l)));
  const onPool = await healthWhile((format, l) => pool.render(format, l));
  await pool.close();
  agent.destroy();
  health.close();

  console.log(
    `\n/health while ${HEALTH_ROUNDS} rounds of 3 exports run (2 DOCX of ${richTextToPlain(longest.body).length.toLocaleString('en-US')} characters, 1 five-page PDF):`,
  );
  console.log(
    `${''.padEnd(16)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}${'exports'.padStart(12)}${'probes'.padStart(8)}`,
  );
  for (const [name, r] of Object.entries({
    idle: idleHealth,
    'main thread': mainThread,
    'export pool': onPool,
  }))
    console.log(
      `${name.padEnd(16)}${ms(r.p50)}${ms(r.p99)}${ms(r.max)}${ms(r.took).padStart(12)}${String(r.n).padStart(8)}`,
    );
}

const part = process.env.BENCH_PART;
if (part !== 'review') {
  await exportPart();
  await exportHealthPart();
}
if (part !== 'export') await reviewPart();
