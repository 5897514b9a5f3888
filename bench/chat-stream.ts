// Benchmark: a streamed chat reply through our server (real HTTP, the real app on a real database) against the
// same fake upstream called directly, at 1, 50 and 500 concurrent streams. The load generator, our server and
// the fake upstream are three processes, so both paths cross the same process boundaries. Prints time to first
// chunk and total time, the time our server adds to the first chunk (p50/p99), whether any chunk was lost or
// reordered, the CPU time of the server (and its share in the kernel), the load generator, the fake and the
// machine, what stalled the server's thread and the load generator's, and the server's memory per open stream
// (on a run of its own).
// Figures only: it never passes or fails on time.
//
//   node --import tsx bench/chat-stream.ts            (PGlite in a temp dir)
//   TEST_DATABASE_URL=postgres://… node --import tsx bench/chat-stream.ts
//   BENCH_CONCURRENCY=50 …                            (other levels; BENCH_SERVER_PROFILE=<dir> profiles the server)
//   BENCH_COLD_CONNECTIONS=1 …                        (each stream on a new connection, not one opened before)
//   BENCH_SERVER_FLAGS='--no-incremental-marking' …   (node options for the server, e.g. one-pause marking)
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { watchLoopDelay } from './support/loop-delay';
import { machineShares, machineTimes } from './support/machine-cpu';
import { percentile } from './support/percentile';

const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,50,500').split(',').map(Number);
const CHUNKS = 100;
const CHUNK_DELAY_MS = 40;
const FIRST_CHUNK_DELAY_MS = 50;
/**
 * Streams start this far apart (500 over 2.5 s) and each lasts about 4 s, so all of them are open together at
 * the peak: concurrency of open streams, as in real traffic, rather than 500 requests in one millisecond.
 */
const ARRIVAL_SPACING_MS = 5;
const USERS = 50;

const chunks = Array.from({ length: CHUNKS }, (_, i) => `w${i} `);
const expected = chunks.join('');

type Sample = { firstChunkMs: number; totalMs: number; intact: boolean; problem?: string };

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Whether each level's connections are opened before it is timed (the default), as the keep-alive pool of a
 * reverse proxy in front of Amicus holds them. Node (libuv 1.45 and later) accepts one new connection per turn
 * of its event loop, and a turn with hundreds of streams to relay takes milliseconds: 500 connections opened
 * 5 ms apart queue up in the kernel for up to seconds before our code sees them. BENCH_COLD_CONNECTIONS=1
 * times that case instead, each stream on a connection of its own opened when it starts.
 */
const WARM_CONNECTIONS = process.env.BENCH_COLD_CONNECTIONS !== '1';

/**
 * The load generator's HTTP client: node:http on one agent (keep-alive unless cold), for direct calls and ours. It
 * shares the two cores with the server, the fake provider and PostgreSQL, so it is kept lean: fetch and its
 * web streams cost it about twice the CPU per chunk, which the machine then took from the server.
 */
const agent = new http.Agent(
  WARM_CONNECTIONS
    ? { keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity }
    : { keepAlive: false, maxSockets: Infinity },
);

/** GETs `url`; answers the response (its body not yet read). */
const get = (url: string) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { agent }, resolve).once('error', reject);
  });

/** Leaves `count` open keep-alive connections to `url`'s host in the load generator's pool. */
async function openConnections(url: string, count: number) {
  // All sent in one tick, so none can reuse another's connection: each opens its own.
  await Promise.all(Array.from({ length: count }, async () => readText(await get(url))));
}

/** POSTs JSON; answers the response (its body not yet read). */
function post(url: string, headers: Record<string, string>, body: unknown) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const text = JSON.stringify(body);
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
    });
    request.once('response', resolve).once('error', reject).end(text);
  });
}

async function readText(response: http.IncomingMessage) {
  let text = '';
  response.setEncoding('utf8');
  for await (const part of response) text += part as string;
  return text;
}

/** Reads an event stream, calling `onData` with each `data:` payload; resolves at its end. */
function readEvents(response: http.IncomingMessage, onData: (data: string) => void): Promise<void> {
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (text: string) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('data: ')) onData(block.slice(6));
    }
  });
  return new Promise((resolve, reject) => response.once('end', resolve).once('error', reject));
}

/** Streams through our server that are streaming right now (their first chunk arrived, their end not yet). */
let streaming = 0;
/** Streams through our server that have ended, in all. */
let ended = 0;

/** The fake upstream called directly, as our server calls it. */
async function directStream(baseUrl: string): Promise<Sample> {
  const started = performance.now();
  let firstChunkMs = NaN;
  let text = '';
  const response = await post(
    `${baseUrl}/chat/completions`,
    { authorization: 'Bearer direct' },
    { model: 'fake-model', stream: true, messages: [{ role: 'user', content: 'Hi' }] },
  );
  await readEvents(response, (data) => {
    if (data === '[DONE]') return;
    const content = (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta
      .content;
    if (!content) return;
    if (Number.isNaN(firstChunkMs)) firstChunkMs = performance.now() - started;
    text += content;
  });
  return { firstChunkMs, totalMs: performance.now() - started, intact: text === expected };
}

/** A message sent to our server with Accept: text/event-stream, read to its done event. */
async function serverStream(serverUrl: string, target: { token: string; chatId: number }): Promise<Sample> {
  const started = performance.now();
  let firstChunkMs = NaN;
  let text = '';
  let status = '';
  let problem: string | undefined;
  const response = await post(
    `${serverUrl}/api/v1/chats/${target.chatId}/messages`,
    { accept: 'text/event-stream', authorization: `Bearer ${target.token}` },
    { message: 'What should I do about my deposit?' },
  );
  if (response.statusCode !== 200) {
    return {
      firstChunkMs: NaN,
      totalMs: NaN,
      intact: false,
      problem: `HTTP ${response.statusCode}: ${await readText(response)}`,
    };
  }
  await readEvents(response, (data) => {
    const event = JSON.parse(data) as { content?: string; done?: boolean; status?: string; error?: string };
    if (event.content !== undefined) {
      if (Number.isNaN(firstChunkMs)) {
        firstChunkMs = performance.now() - started;
        streaming += 1;
      }
      text += event.content;
    }
    if (event.done) status = event.status ?? '';
    if (event.error) problem = event.error;
  });
  ended += 1;
  if (!Number.isNaN(firstChunkMs)) streaming -= 1;
  const intact = status === 'complete' && text === expected;
  if (!intact) problem ??= `status ${status}, ${text.length} of ${expected.length} characters`;
  return { firstChunkMs, totalMs: performance.now() - started, intact, ...(problem ? { problem } : {}) };
}

/** The server's memory after a garbage collection, and the CPU time it has used so far (µs). */
type Memory = {
  rss: number;
  heapUsed: number;
  cpuMicros: number;
  /** The part of it spent in the kernel: socket reads and writes, which on loopback carry the receiver's side too. */
  systemCpuMicros: number;
  /** What stalled the server's thread since the previous reading (its forced collection left out). */
  stalls: {
    loopDelayP99Ms: number;
    loopDelayMaxMs: number;
    gcPauses: number;
    gcPauseMaxMs: number;
    gcPauseTotalMs: number;
  };
};

/** How late this load generator's own timers fire: its stalls delay the readings, ours and direct alike. */
const benchLoopDelay = watchLoopDelay();

/** Runs `count` streams, started ARRIVAL_SPACING_MS apart, and answers their samples. */
async function run(count: number, start: (i: number) => Promise<Sample>, whileRunning?: () => Promise<void>) {
  const samples = Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * ARRIVAL_SPACING_MS));
      return start(i);
    }),
  );
  await whileRunning?.();
  return samples;
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * The server's memory per open stream, on an untimed run (each reading pauses the server for a garbage
 * collection): read when half the streams are streaming and again when all are, while none has ended, so
 * what the process holds whatever the number of streams — code, pools, V8's young generation grown to its
 * working size — cancels out, and what remains is what one more open stream costs.
 */
async function memoryPerStream(count: number, start: (i: number) => Promise<Sample>) {
  let half: (Memory & { streaming: number }) | undefined;
  let full: (Memory & { streaming: number }) | undefined;
  const endedBefore = ended;
  const samples = await run(count, start, async () => {
    await until(() => streaming >= count / 2);
    half = { ...(await serverMemory()), streaming };
    await until(() => streaming === count || ended > endedBefore);
    full = { ...(await serverMemory()), streaming };
  });
  const added = full!.streaming - half!.streaming;
  const perStream = (from: number, to: number) => (added > 0 ? (to - from) / added : NaN);
  return {
    samples,
    from: half!.streaming,
    to: full!.streaming,
    rss: perStream(half!.rss, full!.rss),
    heap: perStream(half!.heapUsed, full!.heapUsed),
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A helper process of the bench (our server, the fake provider): it prints one JSON line when ready and answers
 * a command on stdin with one JSON line.
 */
async function startProcess(script: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // Should the bench end early (a helper failed to start, an error), no helper outlives it holding its output open.
  process.once('exit', () => child.kill('SIGKILL'));
  const lines = readline.createInterface({ input: child.stdout });
  let onExit: ((code: number | null) => void) | undefined;
  child.once('exit', (code) => onExit?.(code));
  /** The process's next line of output; fails if it exits first. */
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      onExit = (code) => reject(new Error(`${script} exited with ${code}`));
      lines.once('line', resolve);
    });
  const ready = await nextLine();
  return {
    ready,
    ask: async <T>(command: string): Promise<T> => {
      const line = nextLine();
      child.stdin.write(`${command}\n`);
      return JSON.parse(await line) as T;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const fake = await startProcess('bench/support/fake-upstream.ts', {
  BENCH_CHUNKS: JSON.stringify(chunks),
  BENCH_CHUNK_DELAY_MS: String(CHUNK_DELAY_MS),
  BENCH_FIRST_CHUNK_DELAY_MS: String(FIRST_CHUNK_DELAY_MS),
});
const fakeUrl = (JSON.parse(fake.ready) as { baseUrl: string }).baseUrl;
/** The fake provider's CPU time so far (µs), and how late its timers fired since the last time it was asked. */
const fakeStatus = () => fake.ask<{ cpuMicros: number; late: { p99Ms: number; maxMs: number } }>('cpu');

const server = await startProcess(
  'bench/support/chat-stream-server.ts',
  {
    BENCH_LLM_BASE_URL: fakeUrl,
    BENCH_USERS: String(USERS),
    BENCH_CHATS_PER_USER: String(Math.ceil(Math.max(...CONCURRENCY) / USERS)),
  },
  [
    '--expose-gc',
    ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
    ...(process.env.BENCH_SERVER_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
      : []),
  ],
);
const serverMemory = () => server.ask<Memory>('memory');
const ready = JSON.parse(server.ready) as { port: string; streams: { token: string; chatId: number }[] };
const serverUrl = `http://127.0.0.1:${ready.port}`;
// Streams of different users side by side, as real traffic is.
const byUser = new Map<string, { token: string; chatId: number }[]>();
for (const s of ready.streams) byUser.set(s.token, [...(byUser.get(s.token) ?? []), s]);
const targets: { token: string; chatId: number }[] = [];
for (let i = 0; targets.length < ready.streams.length; i++) {
  for (const list of byUser.values()) if (list[i]) targets.push(list[i]!);
}

/** The i-th stream through our server: its own chat, users taking turns. */
const throughServer = (i: number) => serverStream(serverUrl, targets[i]!);

console.log(
  `chat-stream: ${CHUNKS} chunks, ${CHUNK_DELAY_MS} ms apart, first after ${FIRST_CHUNK_DELAY_MS} ms; streams start ${ARRIVAL_SPACING_MS} ms apart on ${WARM_CONNECTIONS ? 'connections opened beforehand' : 'new connections'}; database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
// Warm-up: JIT, connection pools, prepared paths. Some at once, so every connection of the server's database
// pool is opened and has prepared the send's statement before anything is timed.
for (let i = 0; i < 3; i++) await throughServer(i);
await run(20, throughServer);
await run(20, () => directStream(fakeUrl));

// How fast this machine is right now: a request through our server that does one database round trip.
const health: number[] = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  await readText(await get(`${serverUrl}/api/v1/health`));
  health.push(performance.now() - started);
}
// What the server holds before any stream: a package loaded at start that it does not use shows here.
const atRest = await serverMemory();
console.log(
  `calibration: GET /health (HTTP + select 1) p50 ${ms(percentile(health, 50))}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores; server heap at rest ${(atRest.heapUsed / 1e6).toFixed(1)} MB`,
);

/** A single stream is timed this many times, one after the other, so its p50 and p99 mean something. */
const SINGLE_STREAM_ROUNDS = 10;

for (const count of CONCURRENCY) {
  const rounds = count === 1 ? SINGLE_STREAM_ROUNDS : 1;
  if (WARM_CONNECTIONS) {
    await openConnections(`${fakeUrl}/models`, count);
    await openConnections(`${serverUrl}/api/v1/health`, count);
  }
  // Untimed: leaves the server as one that has been this busy is, its code warm and its connections to the
  // provider open (kept 30 s idle) for the timed run.
  const warm = count > 1 ? await run(count, throughServer) : [];
  const direct = { samples: [] as Sample[] };
  await fakeStatus();
  for (let r = 0; r < rounds; r++) direct.samples.push(...(await run(count, () => directStream(fakeUrl))));
  // The fake's own lateness with and without our server busy beside it: the part of the added time that is
  // the shared cores delaying the provider, not our server.
  const fakeLateDirect = (await fakeStatus()).late;
  const before = await serverMemory();
  // Let the collection's after-effects settle before timing anything.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const oursStarted = performance.now();
  const machineBefore = machineTimes();
  const benchBefore = process.cpuUsage();
  const fakeBefore = await fakeStatus();
  benchLoopDelay.reset();
  const ours = { samples: [] as Sample[] };
  for (let r = 0; r < rounds; r++) ours.samples.push(...(await run(count, throughServer)));
  const oursWallMs = performance.now() - oursStarted;
  const machine = machineShares(machineBefore, machineTimes());
  const benchCpu = process.cpuUsage(benchBefore);
  const benchDelay = benchLoopDelay.read();
  const fakeAfter = await fakeStatus();
  const fakeCpu = fakeAfter.cpuMicros - fakeBefore.cpuMicros;
  const after = await serverMemory();
  const memory = count > 1 ? await memoryPerStream(count, throughServer) : undefined;
  const directFirst = direct.samples.map((s) => s.firstChunkMs);
  const oursFirst = ours.samples.map((s) => s.firstChunkMs);
  const addedP50 = percentile(oursFirst, 50) - percentile(directFirst, 50);
  const addedP99 = percentile(oursFirst, 99) - percentile(directFirst, 99);
  const checked = [...warm, ...ours.samples, ...(memory?.samples ?? [])];
  const broken = checked.filter((s) => !s.intact).length;
  console.log(`\n${count} concurrent stream${count === 1 ? '' : 's'}`);
  console.log(
    `  first chunk  direct p50 ${ms(percentile(directFirst, 50))} p99 ${ms(percentile(directFirst, 99))} | ours p50 ${ms(percentile(oursFirst, 50))} p99 ${ms(percentile(oursFirst, 99))}`,
  );
  console.log(`  added to first chunk  p50 ${ms(addedP50)}  p99 ${ms(addedP99)}`);
  const totals = (samples: Sample[]) => samples.map((sample) => sample.totalMs);
  console.log(
    `  total        direct p50 ${ms(percentile(totals(direct.samples), 50))} | ours p50 ${ms(percentile(totals(ours.samples), 50))} p99 ${ms(percentile(totals(ours.samples), 99))}`,
  );
  console.log(`  lost or reordered: ${broken} of ${checked.length} replies`);
  for (const problem of new Set(checked.flatMap((s) => (s.problem ? [s.problem] : [])))) {
    console.log(`    ${problem}`);
  }
  const cpuMs = (after.cpuMicros - before.cpuMicros) / 1000;
  const kernelShare = (after.systemCpuMicros - before.systemCpuMicros) / 1000 / cpuMs;
  console.log(
    `  CPU over the ${(oursWallMs / 1000).toFixed(1)} s of the run: server ${ms(cpuMs / ours.samples.length)} per reply (${((100 * cpuMs) / oursWallMs).toFixed(0)} % of a core, ${(100 * kernelShare).toFixed(0)} % of it in the kernel); this load generator ${((benchCpu.user + benchCpu.system) / 10 / oursWallMs).toFixed(0)} % of a core, the fake provider ${(fakeCpu / 10 / oursWallMs).toFixed(0)} %; the machine ${(100 * machine.busy).toFixed(0)} % busy, ${(100 * machine.steal).toFixed(0)} % stolen by its host`,
  );
  const { stalls } = after;
  console.log(
    `  stalls: server event loop late by p99 ${ms(stalls.loopDelayP99Ms)}, max ${ms(stalls.loopDelayMaxMs)}; ${stalls.gcPauses} GC pauses, longest ${ms(stalls.gcPauseMaxMs)}, ${ms(stalls.gcPauseTotalMs)} in all; load generator's loop late by p99 ${ms(benchDelay.p99Ms)}, max ${ms(benchDelay.maxMs)}; the fake provider's by p99 ${ms(fakeAfter.late.p99Ms)}, max ${ms(fakeAfter.late.maxMs)} (during the direct run: p99 ${ms(fakeLateDirect.p99Ms)}, max ${ms(fakeLateDirect.maxMs)})`,
  );
  if (memory) {
    console.log(
      `  server memory per open stream (from ${memory.from} to ${memory.to} streaming): ${(memory.rss / 1024).toFixed(1)} KB RSS, ${(memory.heap / 1024).toFixed(1)} KB heap`,
    );
  }
}

await server.stop();
await fake.stop();
