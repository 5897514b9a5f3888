// Builds the SPA when apps/web/dist is missing or older than its sources, so `npm start` serves the current
// web app without rebuilding on every start.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!built || built.mtimeMs < newestSource) {
  console.log('Building the web app…');
  execSync('npm run build -w @amicus/web', { cwd: root, stdio: 'inherit' });
}
