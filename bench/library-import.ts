// Benchmark: GET /health/live while the worst import the defaults allow runs. The server runs as `npm start` does,
// in its own process (PGlite), and an admin uploads one chapter of fictional D.C. Code sections built to the
// limits of one XML file: just under 16 MB and 200,000 elements, in 2,000 sections. /health/live is asked every
// 10 ms before (idle) and while the import job runs. Figures only: it never passes or fails.
//
//   node --import tsx bench/library-import.ts
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startAppServer } from './support/app-server';
import { percentile } from './support/percentile';

const MB = 1024 * 1024;
const ADMIN = { username: 'bench_admin', password: 'Bench#Admin-2026' };

/** One chapter holding `count` sections of 30 paragraphs each: about 92 elements and 7.6 KB a section. */
function worstChapter(count: number): Buffer {
  const sentence = 'The housing provider shall return the security deposit with interest within the period. ';
  const sections = Array.from({ length: count }, (_, s) => {
    const paras = Array.from(
      { length: 30 },
      (_, p) => `<para><num>(${p + 1})</num><text>${sentence.repeat(2)}Clause ${s}.${p}.</text></para>`,
    ).join('');
    return `<section><num>98-${s + 1}</num><heading>Provision ${s + 1}.</heading>${paras}</section>`;
  }).join('\n');
  return Buffer.from(
    `<?xml version='1.0' encoding='utf-8'?>\n<container xmlns="https://code.dccouncil.us/schemas/dc-library" containing-doc="D.C. Code"><prefix>Title</prefix><num>98</num><heading>Bench Provisions.</heading>\n${sections}\n</container>\n`,
  );
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bench-import-'));
const server = await startAppServer({
  webDist: path.join(dir, 'no-web'),
  dataDir: path.join(dir, 'data'),
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
// The server must not outlive the bench, however it ends.
process.on('exit', server.stop);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
const base = `${server.base}/api/v1`;
const login = await fetch(`${base}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ADMIN),
});
if (!login.ok) throw new Error(`the admin could not sign in (${login.status})`);
const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

/** /health/live every 10 ms until `until` says stop; each answer's latency. */
async function probe(until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${base}/health/live`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /health/live answered ${response.status}`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

const chapter = worstChapter(2_000);
const elements = chapter.toString('latin1').match(/<[a-z]/g)!.length;
console.log(`The file: ${(chapter.length / MB).toFixed(1)} MB, ${elements.toLocaleString('en')} elements.`);

const idleUntil = performance.now() + 5_000;
const idle = await probe(() => performance.now() > idleUntil);

let done = false;
const form = new FormData();
form.set('files', new Blob([chapter]), 'chapter-98.xml');
const importStarted = performance.now();
const during = probe(() => done);
const accepted = await fetch(`${base}/admin/library/imports`, { method: 'POST', headers: auth, body: form });
if (accepted.status !== 202)
  throw new Error(`the import was refused (${accepted.status}): ${await accepted.text()}`);
const jobUrl = `${server.base}${accepted.headers.get('location')}`;
let outcome = '';
while (!outcome) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const { import: job } = (await (await fetch(jobUrl, { headers: auth })).json()) as {
    import: { status: string; error?: string | null };
  };
  if (!['queued', 'running'].includes(job.status))
    outcome = job.error ? `${job.status}: ${job.error}` : job.status;
}
done = true;
const busy = await during;
const seconds = ((performance.now() - importStarted) / 1000).toFixed(1);

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
console.log(`The import: ${outcome} in ${seconds} s.\n`);
console.log('GET /health/live latency (real HTTP, PGlite, server in its own process)');
console.log(
  `  ${''.padEnd(24)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}  answers`,
);
for (const [label, values] of [
  ['idle', idle],
  ['while importing', busy],
] as const)
  console.log(
    `  ${label.padEnd(24)}${ms(percentile(values, 50))}${ms(percentile(values, 95))}${ms(percentile(values, 99))}${ms(Math.max(...values))}   ${String(values.length).padStart(6)}`,
  );
console.log('  Aim (issue 30, item 4): p99 < 100 ms while the worst allowed import runs.');
server.stop();
await fs.rm(dir, { recursive: true, force: true });
