// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { build } from 'vite';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('lists every chunk of the boot steps as a modulepreload and keeps pages, layouts and dev builds out', async () => {
  const output = (await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const html = output.output.find((item) => item.fileName === 'index.html') as Rollup.OutputAsset;
  const preloaded = new Set(
    [...String(html.source).matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (m) => m[1],
    ),
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry)!;

  // What the boot steps load: the chunks main.tsx imports dynamically and all they import in turn.
  const needed = new Set<string>();
  const visit = (file: string) => {
    if (needed.has(file) || file === entry.fileName) return;
    needed.add(file);
    byName.get(file)?.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);

  const bootChunk = (moduleName: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').includes(moduleName)))!
      .fileName;
  for (const step of [
    'react-dom/cjs/react-dom-client',
    'src/lib/api-client.ts',
    'src/app/router.ts',
    'src/app/start-app.tsx',
  ])
    expect(needed).toContain(bootChunk(step));
  expect(needed.size).toBeGreaterThan(5);
  expect(preloaded).toEqual(needed);
  // Pages and the signed-in layouts stay lazy: their chunks are fetched when a route needs them.
  expect(preloaded).not.toContain(bootChunk('src/features/chat/pages/'));
  expect(preloaded).not.toContain(bootChunk('src/app/layouts/user-layout.tsx'));
  expect(preloaded).not.toContain(bootChunk('src/app/layouts/admin-layout.tsx'));

  // The first download holds no zod locale (a namespace import keeps all ~40 alive) and React Router's
  // production build, not its development one.
  const bootModules = [...needed, entry.fileName].flatMap((file) =>
    byName.get(file)!.moduleIds.map((id) => id.replaceAll('\\', '/')),
  );
  expect(bootModules.filter((id) => id.includes('/zod/v4/locales/') && !id.endsWith('/en.js'))).toEqual([]);
  expect(bootModules.some((id) => id.includes('/react-router/dist/production/'))).toBe(true);
  expect(bootModules.filter((id) => id.includes('/react-router/dist/development/'))).toEqual([]);
}, 60_000);
