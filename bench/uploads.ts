// Benchmark: uploads and hostile documents. The server runs as `npm start` does, in its own process (PGlite,
// offline model), while one user sends the largest upload the defaults allow (ten 10 MB files: the whole
// 100 MB quota) and another sends three hostile documents (a page tree declaring 10^8 pages, a Flate stream
// inflating to 400 MB, a DOCX zip bomb). Prints the server's peak resident memory, the document readers' peak,
// and GET /health latency meanwhile against an idle server. Figures only: it never passes or fails.
//
//   node --import tsx bench/uploads.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  makeFlateBombPdf,
  makePageTreeBombPdf,
  makeZipBombDocx,
} from '../apps/server/test/hostile-documents';
import { percentile } from './support/percentile';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const MB = 1024 * 1024;

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in bytes; Linux only. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number } | undefined> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** The server's child processes (the document readers and the like). */
async function childrenOf(pid: number): Promise<number[]> {
  try {
    const tasks = await fs.readdir(`/proc/${pid}/task`);
    const lists = await Promise.all(
      tasks.map((task) => fs.readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')),
    );
    return lists.flatMap((list) => list.trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bench-uploads-'));
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    APP_SECRET: 'bench-secret-that-is-long-enough-for-hkdf-0123456789',
    ADMIN_PASSWORD: 'Bench#Admin-2026',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dir, 'no-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The server must not outlive the bench, however it ends.
process.on('exit', () => server.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));
const base = `http://127.0.0.1:${port}/api/v1`;
for (let i = 0; ; i++) {
  const up = await fetch(`${base}/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (i > 600) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const json = { 'content-type': 'application/json' };
async function signIn(tag: string): Promise<Record<string, string>> {
  const user = {
    name: 'Bench User',
    email: `${tag}@example.com`,
    username: tag,
    password: 'Bench#Passphrase-2026',
  };
  await fetch(`${base}/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(user) });
  const login = (await (
    await fetch(`${base}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(user) })
  ).json()) as { token: string };
  return { authorization: `Bearer ${login.token}` };
}
const uploader = await signIn('uploader');
const attacker = await signIn('attacker');

const CASE = {
  caseDescription: 'A deposit dispute.',
  role: 'plaintiff',
  country: 'Canada',
  state: 'Ontario',
};
async function createTrial(auth: Record<string, string>): Promise<number> {
  const response = await fetch(`${base}/trials`, {
    method: 'POST',
    headers: { ...json, ...auth },
    body: JSON.stringify(CASE),
  });
  return ((await response.json()) as { trialId: number }).trialId;
}
const trialId = await createTrial(uploader);

// Ten text files of exactly 10 MB: the largest files allowed, filling the default 100 MB quota.
const line = 'On 3 March 2024 the tenant paid $1,200 and the landlord signed the receipt for the deposit.\n';
const bigText = Buffer.from(line.repeat(Math.ceil((10 * MB) / line.length))).subarray(0, 10 * MB);
const bombs: [string, Buffer][] = [
  ['pages.pdf', makePageTreeBombPdf()],
  ['inflate.pdf', await makeFlateBombPdf(400)],
  ['bomb.docx', await makeZipBombDocx(300)],
];

async function probe(): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${base}/health`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /health answered ${response.status}`);
  return performance.now() - start;
}

const PROBE_GAP_MS = 10;
for (let i = 0; i < 20; i++) await probe();
const idle: number[] = [];
for (let i = 0; i < 200; i++) {
  idle.push(await probe());
  await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
}
const before = await memoryOf(server.pid!);
// The peak so far is the start-up's (migrations, seeding, loading): Linux resets VmHWM on writing 5 here, so
// the peak printed below is the uploads' own. Sampling VmRSS meanwhile is the fallback where it cannot.
const peakReset = await fs.writeFile(`/proc/${server.pid}/clear_refs`, '5').then(
  () => true,
  () => false,
);

let running = true;
let readersPeak = 0;
let serverSampled = 0;
const sampler = setInterval(() => {
  void memoryOf(server.pid!).then((memory) => {
    if (memory) serverSampled = Math.max(serverSampled, memory.rss);
  });
  void childrenOf(server.pid!).then(async (pids) => {
    const memories = await Promise.all(pids.map(memoryOf));
    for (const memory of memories) if (memory) readersPeak = Math.max(readersPeak, memory.peak);
  });
}, 50);

const started = performance.now();
const work = Promise.all([
  (async () => {
    const form = new FormData();
    form.append('trialId', String(trialId));
    for (let i = 0; i < 10; i++)
      form.append(i % 2 ? 'defendantFiles' : 'plaintiffFiles', new Blob([bigText]), `ledger-${i}.txt`);
    const response = await fetch(`${base}/trials/analyze`, { method: 'POST', headers: uploader, body: form });
    return `10 × 10 MB upload: ${response.status} after ${((performance.now() - started) / 1000).toFixed(1)} s`;
  })(),
  ...bombs.map(async ([name, bytes]) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(CASE)) form.append(key, value);
    form.append('files', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${base}/trials`, { method: 'POST', headers: attacker, body: form });
    const body = (await response.json()) as { message?: string };
    return `${name} (${(bytes.length / 1024).toFixed(0)} KB): ${response.status} ${body.message ?? ''}`;
  }),
]).finally(() => {
  running = false;
});
const loaded: number[] = [];
while (running) {
  loaded.push(await probe());
  await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
}
const outcomes = await work;
clearInterval(sampler);
const after = await memoryOf(server.pid!);

console.log(
  `Uploads and hostile documents (CPUs: ${os.availableParallelism()}, load ${os.loadavg()[0]!.toFixed(1)})`,
);
for (const outcome of outcomes) console.log(`  ${outcome}`);
console.log('\nGET /health latency (real HTTP, PGlite, server in its own process)');
console.log('                              p50        p95        p99        max     requests');
const row = (label: string, values: number[]) =>
  console.log(
    `  ${label.padEnd(24)}${ms(percentile(values, 50))} ${ms(percentile(values, 95))} ${ms(percentile(values, 99))} ${ms(Math.max(...values))}   ${String(values.length).padStart(6)}`,
  );
row('idle server', idle);
row('uploads being read', loaded);
const mb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / MB).toFixed(0)} MB`);
console.log(
  `\n  Server resident memory: ${mb(before?.rss)} before, ${mb(after?.rss)} after; peak while the uploads were read ${peakReset ? mb(after?.peak) : 'n/a'} (VmHWM), ${mb(serverSampled)} sampled every 50 ms (aim < 600 MB).`,
);
console.log(`  Document reader processes: peak ${mb(readersPeak || undefined)} each at most.`);
console.log('  Aim: GET /health p99 < 100 ms while uploads are read.');

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await fs.rm(dir, { recursive: true, force: true });
