// Compiles the server for production: `node build.mjs [outdir]` (default dist/, relative to apps/server),
// run by `npm start` when the build is missing or stale. esbuild bundles our TypeScript and the contract's
// into ES modules; packages stay imports, loaded from node_modules as they are. Every entry and chunk is
// written flat into one folder, so what the code finds beside itself through `import.meta.url` (migrations/,
// common-passwords.txt, document-templates/, problems/, related-words.txt.gz, reader-process.js, offline-worker.js, export-worker.js) is copied or built there.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const src = (file) => path.join(serverRoot, 'src', file);

/** Our own code and the contract are bundled; every other bare import is a package, left to node_modules. */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@amicus/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds into `outdir` (emptied first) and answers esbuild's metafile: what each output imports. */
export async function buildServer(outdir = 'dist') {
  const target = path.resolve(serverRoot, outdir);
  // Packages resolve from the output's folder upwards: inside apps/server they are the ones the sources get.
  // And the folder is emptied: only dist/ or one under the git-ignored .tmp/ (browser-test runs) will do.
  const inTmp = path.relative(path.join(serverRoot, '.tmp'), target);
  if (
    target !== path.join(serverRoot, 'dist') &&
    (!inTmp || inTmp.startsWith('..') || path.isAbsolute(inTmp))
  )
    throw new Error(`The server builds into apps/server/dist or a folder in apps/server/.tmp, not ${target}`);
  fs.rmSync(target, { recursive: true, force: true });
  // The copies first: scripts/ensure-build.mjs takes the presence of main.js for a finished build.
  fs.mkdirSync(target, { recursive: true });
  fs.cpSync(src('db/migrations'), path.join(target, 'migrations'), { recursive: true });
  fs.copyFileSync(src('domain/accounts/common-passwords.txt'), path.join(target, 'common-passwords.txt'));
  fs.cpSync(src('domain/letters/templates/document-templates'), path.join(target, 'document-templates'), {
    recursive: true,
  });
  fs.cpSync(src('domain/library/problems/data'), path.join(target, 'problems'), { recursive: true });
  fs.copyFileSync(src('domain/text/data/related-words.txt.gz'), path.join(target, 'related-words.txt.gz'));
  const { metafile } = await esbuild.build({
    entryPoints: {
      main: src('main.ts'),
      // Started apart from the server: the document reader's processes, the offline model's and exports' threads.
      'reader-process': src('document-reader/reader-process.ts'),
      'offline-worker': src('modules/trials/offline/offline-worker.ts'),
      // The export threads' task (piscina loads it by file name, see domain/letters/export/export-pool.ts).
      'export-worker': src('domain/letters/export/export-worker.ts'),
      // The command-line tools, run from the build as the server is (npm run library:import, db:migrate, db:seed).
      'import-cli': src('domain/library/import/import-cli.ts'),
      'migrate-cli': src('db/migrate-cli.ts'),
      'seed-cli': src('db/seed-cli.ts'),
    },
    outdir: target,
    // The metafile's paths are relative to apps/server, from wherever this runs.
    absWorkingDir: serverRoot,
    bundle: true,
    // Code loaded with import() stays in chunks of its own, so the packages it imports load when it does.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Written for NODE_OPTIONS=--enable-source-maps; off by default, as it makes every error's stack dearer.
    sourcemap: true,
    metafile: true,
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
  return metafile;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer(process.argv[2]);
