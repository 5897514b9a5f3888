// The real server on a built SPA, a fresh embedded database and a free port, for the benchmarks that drive
// Chromium against it (chat-render, web).
import { execSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Builds the SPA into `outDir` with the app's own vite.config.ts (a production build). */
export function buildWeb(outDir: string): void {
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(outDir)} --emptyOutDir`, {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
}

/** Starts the server in production mode on `webDist` and `dataDir`; resolves once /health answers. */
export async function startAppServer({
  webDist,
  dataDir,
  env = {},
}: {
  webDist: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => void server.kill('SIGTERM');
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, stop };
    if (Date.now() - started > 300_000) {
      stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
