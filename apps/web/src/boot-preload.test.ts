// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { build } from 'vite';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('lists every chunk of the boot steps as a modulepreload, deferred on prerendered pages, and keeps pages, layouts and dev builds out', async () => {
  const output = (await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const html = output.output.find((item) => item.fileName === 'index.html') as Rollup.OutputAsset;
  const links = (source: string) =>
    [...source.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
  const preloaded = new Set(links(String(html.source)));
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
  // A prerendered page holds the same preloads in an inert template (main.tsx adds them after the first paint),
  // and none the browser would fetch before it.
  for (const page of ['prerendered/index.html', 'prerendered/login.html']) {
    const source = String(
      (output.output.find((item) => item.fileName === page) as Rollup.OutputAsset).source,
    );
    const template = /<template id="boot-preloads">(.*?)<\/template>/.exec(source)?.[1] ?? '';
    expect(new Set(links(template))).toEqual(needed);
    expect(links(source.replace(template, ''))).toEqual([]);
  }
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
