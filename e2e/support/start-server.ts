// Starts the real server for the journeys: a fresh DATA_DIR (embedded PGlite), the built SPA, a known admin
// password, and TRUST_PROXY so each test can present its own client address to the sign-in rate limits.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAi } from '../../apps/server/test/fake-openai-server';
import { E2E_ADMIN, E2E_BASE_URL, E2E_PORT, E2E_TMP, SERVER_LOG } from './env';
import { fakeReply, FAKE_CHUNK_DELAY_MS, FAKE_MODEL } from './fake-model';
import { seedJourneyLibrary } from './seed-library';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

fs.rmSync(E2E_TMP, { recursive: true, force: true });
fs.mkdirSync(E2E_TMP, { recursive: true });
// Each run builds its own copy of the SPA and of the compiled server (run as `npm start` runs it), so runs on
// different ports never serve a half-written build. The server's stays in apps/server (see its build.mjs).
const webDist = path.join(E2E_TMP, 'web-dist');
execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(webDist)} --emptyOutDir`, {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
const serverDist = path.join(root, 'apps/server/.tmp', `e2e-port-${E2E_PORT}`);
execSync(`node build.mjs ${JSON.stringify(serverDist)}`, {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
const log = fs.createWriteStream(SERVER_LOG);
await seedJourneyLibrary(path.join(E2E_TMP, 'data'));

// The library journeys read two fictional D.C.-format sections (e2e/fixtures/library), imported through the
// real CLI into the fresh database before the server starts; the server seeds the guides itself.
try {
  execSync(`node --import tsx apps/server/src/domain/library/import/import-cli.ts e2e/fixtures/library`, {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, DATA_DIR: path.join(E2E_TMP, 'data'), DATABASE_URL: '' },
  });
} catch (error) {
  process.stderr.write(String((error as { stderr?: Buffer }).stderr ?? error));
  throw error;
}

// A fake OpenAI-compatible provider in this process: the chat journeys pick its model in Settings. The server
// default stays the offline model (LLM_PROVIDER is not set); LLM_BASE_URL and LLM_MODEL only make the fake's
// model one the server offers.
const fakeOpenAi = await startFakeOpenAi({ chunkDelayMs: FAKE_CHUNK_DELAY_MS, reply: fakeReply });

const server = spawn(process.execPath, [path.join(serverDist, 'main.js')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(E2E_TMP, 'data'),
    APP_URL: E2E_BASE_URL,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    TRUST_PROXY: 'true',
    DATABASE_URL: '',
    WEB_DIST_DIR: webDist,
    LLM_BASE_URL: fakeOpenAi.baseUrl,
    LLM_MODEL: FAKE_MODEL,
    ...JSON.parse(process.env.E2E_SERVER_ENV ?? '{}'),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(process.stderr);
server.on('exit', (code) => void fakeOpenAi.close().finally(() => process.exit(code ?? 0)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill('SIGTERM'));
