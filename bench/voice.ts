// Benchmark: offline transcription. The server runs as `npm start` does, in its own process (PGlite, PocketSphinx
// found on PATH), and one user uploads a 60-second recording spoken by espeak-ng and transcribes it as a job.
// Prints PocketSphinx's real-time factor alone (transcription time ÷ audio length, on the converted WAV, in this
// process), the job's end to end (conversion, transcription, saving), and GET /health latency meanwhile against
// an idle server. Figures only: it never passes or fails.
//
//   node --import tsx bench/voice.ts
import { execFileSync } from 'node:child_process';
import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './support/percentile';
import { startAppServer } from './support/app-server';

const SECONDS = 60;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bench-voice-'));

// About a minute of speech: espeak-ng reads a tenant's account, repeated, cut to 60 s by ffmpeg.
const account =
  'My landlord kept my security deposit after I moved out of the apartment in June. He says the carpet was ' +
  'damaged, but it was clean when I left, and I have photos of every room. I asked for the money back twice. ';
const spoken = path.join(dir, 'spoken.wav');
execFileSync('espeak-ng', ['-w', spoken, account.repeat(6)]);
const recording = path.join(dir, 'account.webm');
execFileSync('ffmpeg', [
  '-nostdin',
  '-v',
  'error',
  '-y',
  '-i',
  spoken,
  '-t',
  String(SECONDS),
  '-c:a',
  'libopus',
  recording,
]);
const wav = path.join(dir, 'account.wav');
execFileSync('ffmpeg', [
  '-nostdin',
  '-v',
  'error',
  '-y',
  '-i',
  recording,
  '-ac',
  '1',
  '-ar',
  '16000',
  '-sample_fmt',
  's16',
  wav,
]);

// The engine alone, as the job runs it.
const engineStart = performance.now();
execFileSync('pocketsphinx_continuous', ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'], {
  stdio: 'ignore',
});
const engineMs = performance.now() - engineStart;

const server = await startAppServer({ webDist: path.join(dir, 'no-web'), dataDir: path.join(dir, 'data') });
process.on('exit', () => server.stop());
const base = `${server.base}/api/v1`;
const json = { 'content-type': 'application/json' };
const user = {
  name: 'Bench User',
  email: 'voice@example.com',
  username: 'voice',
  password: 'Bench#Passphrase-2026',
};
await fetch(`${base}/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(user) });
const { token } = (await (
  await fetch(`${base}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(user) })
).json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

const engine = (await (await fetch(`${base}/recordings/engine`, { headers: auth })).json()) as {
  engine: { provider: string };
};
if (engine.engine.provider !== 'pocketsphinx')
  throw new Error(`the server's engine is ${engine.engine.provider}`);

async function healthFor(durationMs: number, until?: () => boolean): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + durationMs;
  while (until ? !until() : performance.now() < end) {
    const start = performance.now();
    const response = await fetch(`${base}/health`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

const idle = await healthFor(5_000);

const form = new FormData();
form.append('file', await openAsBlob(recording, { type: 'audio/webm' }), 'account.webm');
const uploaded = (await (
  await fetch(`${base}/recordings`, { method: 'POST', headers: auth, body: form })
).json()) as {
  recording: { id: number; durationMs: number };
};
const jobStart = performance.now();
const { jobId } = (await (
  await fetch(`${base}/recordings/${uploaded.recording.id}/transcribe`, { method: 'POST', headers: auth })
).json()) as { jobId: number };
let done = false;
let status = '';
const watcher = (async () => {
  while (!done) {
    const job = (await (await fetch(`${base}/jobs/${jobId}`, { headers: auth })).json()) as {
      job: { status: string };
    };
    status = job.job.status;
    done = ['succeeded', 'failed', 'cancelled'].includes(status);
    if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
const busy = await healthFor(0, () => done);
await watcher;
const jobMs = performance.now() - jobStart;
server.stop();

const audioMs = uploaded.recording.durationMs;
console.log(`Recording: ${(audioMs / 1000).toFixed(1)} s of espeak-ng speech (WebM/Opus); job ${status}`);
console.log(
  `  PocketSphinx alone        ${(engineMs / 1000).toFixed(1).padStart(6)} s   real-time factor ${(engineMs / audioMs).toFixed(2)}`,
);
console.log(
  `  transcription job (all)   ${(jobMs / 1000).toFixed(1).padStart(6)} s   real-time factor ${(jobMs / audioMs).toFixed(2)}`,
);
console.log('\nGET /health latency (real HTTP, PGlite, server in its own process)');
console.log(
  `  ${''.padEnd(24)}${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)}   ${'n'.padStart(6)}`,
);
for (const [label, values] of [
  ['idle', idle],
  ['while transcribing', busy],
] as const) {
  console.log(
    `  ${label.padEnd(24)}${ms(percentile(values, 50))} ${ms(percentile(values, 95))} ${ms(percentile(values, 99))} ${ms(Math.max(...values))}   ${String(values.length).padStart(6)}`,
  );
}
console.log(`  (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)})`);
await fs.rm(dir, { recursive: true, force: true });
