// Run by `npm start`: builds the SPA (apps/web/dist) and the compiled server (apps/server/dist) when missing
// or older than their sources, so a fresh clone starts with no other step and a later start does not rebuild.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  {
    key: 'web',
    name: 'the web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/vite',
      'packages/contract/src',
    ],
    workspace: '@amicus/web',
  },
  {
    // The contract is bundled into the server: it has no build of its own.
    key: 'server',
    name: 'the server',
    // The command-line tools too: a build from before they were built has the server alone.
    output: ['apps/server/dist/main.js', 'apps/server/dist/import-cli.js'],
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'],
    workspace: '@amicus/server',
  },
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

// `node scripts/ensure-build.mjs server`: the server only (the command-line tools need no SPA).
const wanted = process.argv[2];
for (const { name, output, sources, workspace } of builds.filter((b) => !wanted || b.key === wanted)) {
  const built = [output].flat().map((file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false }));
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (built.every((stat) => stat && stat.mtimeMs >= newestSource)) continue;
  console.log(`Building ${name}…`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}
