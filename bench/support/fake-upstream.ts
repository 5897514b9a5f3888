// The fake provider of bench/chat-stream.ts, in a process of its own, as a real provider is: the direct calls
// and our server's calls both cross a process boundary to reach it, and its timers and writes do not run on the
// load generator's event loop (where they were delayed by, and delayed, the readings being taken). Prints one
// JSON line { baseUrl }, answers `cpu` on stdin with the CPU time it has used (µs) and how late its timers fired
// since the last `cpu` (its chunks go out on timers), stops on SIGTERM.
import { startFakeOpenAi } from '../../apps/server/test/fake-openai-server';
import { watchLoopDelay } from './loop-delay';

const chunks = JSON.parse(process.env.BENCH_CHUNKS!) as string[];
const fake = await startFakeOpenAi({
  reply: () => chunks,
  chunkDelayMs: Number(process.env.BENCH_CHUNK_DELAY_MS),
  firstChunkDelayMs: Number(process.env.BENCH_FIRST_CHUNK_DELAY_MS),
});
process.stdout.write(`${JSON.stringify({ baseUrl: fake.baseUrl })}\n`);

const loopDelay = watchLoopDelay();
process.stdin.setEncoding('utf8');
process.stdin.on('data', (command: string) => {
  if (!command.includes('cpu')) return;
  const { user, system } = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ cpuMicros: user + system, late: loopDelay.read() })}\n`);
  loopDelay.reset();
});
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
