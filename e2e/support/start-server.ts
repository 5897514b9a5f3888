// Starts the real server for the journeys: a fresh DATA_DIR (embedded PGlite), the built SPA, a known admin
// password, and TRUST_PROXY so each test can present its own client address to the sign-in rate limits.
import { execSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
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
/**
 * The SPA's build inputs by content: every file git knows of (tracked or new, not ignored) under the web app and
 * the contract it imports, the lockfile (the toolchain's versions), the shared configs and the VITE_ variables.
 */
function webBuildKey(): string {
  const inputs = ['apps/web', 'packages/contract', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
  const files = execSync(`git ls-files -z --cached --others --exclude-standard -- ${inputs.join(' ')}`, {
    cwd: root,
  })
    .toString()
    .split('\0')
    .filter(Boolean)
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    hash
      .update(`${file}\0`)
      .update(fs.existsSync(full) ? fs.readFileSync(full) : 'deleted')
      .update('\0');
  }
  const vite = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  return hash.update(JSON.stringify(vite.sort())).digest('hex').slice(0, 20);
}

// The SPA is built once per content of its sources and kept (the build took about 15 of the start's 50 s):
// built into a directory of this run's own, then renamed into place whole, so runs on different ports never
// serve a half-written build. The compiled server is built each run, in apps/server (see its build.mjs).
const webCache = path.join(E2E_TMP, '..', 'web-dist-cache');
const webDist = path.join(webCache, webBuildKey());
if (!fs.existsSync(webDist)) {
  const building = `${webDist}.building-${E2E_PORT}`;
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(building)} --emptyOutDir`, {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  try {
    fs.renameSync(building, webDist);
  } catch (error) {
    // Another port's run put the same build in place first.
    if (!fs.existsSync(webDist)) throw error;
    fs.rmSync(building, { recursive: true, force: true });
  }
}
// Builds made over a day ago go (a run lasts minutes: none still serves them), as do builds cut short.
for (const entry of fs.readdirSync(webCache)) {
  const dir = path.join(webCache, entry);
  if (dir !== webDist && Date.now() - fs.statSync(dir).mtimeMs > 86_400_000)
    fs.rmSync(dir, { recursive: true, force: true });
}
const serverDist = path.join(root, 'apps/server/.tmp', `e2e-port-${E2E_PORT}`);
execSync(`node build.mjs ${JSON.stringify(serverDist)}`, {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
const log = fs.createWriteStream(SERVER_LOG);
await seedJourneyLibrary(path.join(E2E_TMP, 'data'));

// The library journeys read two fictional D.C.-format sections (e2e/fixtures/library) and two fictional sections
// in the U.S. Code's USLM shape (e2e/fixtures/library-us: 15 U.S.C. § 1692c and § 1692d, federal law for a user
// in any state), imported through the real CLI (built with the server above) into the fresh database before the
// server starts; the server seeds the guides and the problem index itself.
for (const args of ['e2e/fixtures/library', 'e2e/fixtures/library-us --jurisdiction US --edition 119-100'])
  try {
    execSync(`node ${JSON.stringify(path.join(serverDist, 'import-cli.js'))} ${args}`, {
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
