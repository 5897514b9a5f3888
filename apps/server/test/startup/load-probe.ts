// Run by app-startup.test.ts in a process of its own, so that nothing else has loaded a package: builds the app
// with PROBE_ENV over a test configuration, and prints as one JSON line the packages loaded at start and after
// one reply from a hosted provider (OpenAI, at a port where nothing listens: the reply fails, its SDK loads).
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const { port1, port2 } = new MessageChannel();
const urls: string[] = [];
port1.on('message', (url: string) => urls.push(url));
register('./record-loads-hook.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });

/** Resolves once every URL posted so far has arrived: the port keeps order, so a marker loaded last is enough. */
let markers = 0;
async function loadedPackages(): Promise<string[]> {
  const marker = `data:text/javascript,export default ${++markers};`;
  await import(marker);
  while (!urls.includes(marker)) await new Promise((resolve) => setTimeout(resolve, 5));
  const names = urls.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []);
  return [...new Set(names)].sort();
}

const { buildApp } = await import('../../src/app');
const { loadConfig } = await import('../../src/config');
const { openTestDatabase } = await import('../test-database');

const database = await openTestDatabase();
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: process.env.PROBE_DATA_DIR!,
  APP_SECRET: 'probe-secret-that-is-long-enough-for-hkdf-0123456789',
  LOG_LEVEL: 'silent',
  ...(JSON.parse(process.env.PROBE_ENV ?? '{}') as Record<string, string>),
});
const app = await buildApp({ config, db: database.db, webDistDir: null });
const atStart = await loadedPackages();

await app.ctx.llm
  .stream(
    {
      model: {
        provider: 'openai',
        modelId: 'gpt-4o-mini',
        apiKey: 'probe',
        baseUrl: 'http://127.0.0.1:9/v1',
      },
      system: 'Probe.',
      messages: [{ role: 'user', content: 'Hello' }],
      offlineAnswer: () => '',
    },
    () => undefined,
  )
  .catch(() => undefined);
const afterHostedReply = await loadedPackages();

process.stdout.write(`${JSON.stringify({ atStart, afterHostedReply })}\n`);
await app.close();
await database.close();
process.exit(0);
