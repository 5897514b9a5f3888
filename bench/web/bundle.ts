// The web's first download: the gzipped JavaScript a first visit to / and to /login fetches, from a build's
// output: the entry script, every chunk index.html lists as a modulepreload, and the lazily loaded page of that
// route with the chunks it imports. Aim: ≤ 200 KB gzipped for each route (issues 20 and 21).
import { gzipSync } from 'node:zlib';
import type { Rollup } from 'vite';

const AIM_KB = 200;

/** The pages whose first visit is measured, by route. */
export const measuredPages = [
  ['/', 'src/features/landing/pages/landing-page'],
  ['/login', 'src/features/auth/pages/sign-in-page'],
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the boot's and each measured route's gzipped JavaScript; returns each route's total in bytes. */
export function reportBundle(output: Rollup.RollupOutput): Record<string, number> {
  const chunks = new Map(
    output.output
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const html = String(
    (output.output.find((item) => item.fileName === 'index.html') as Rollup.OutputAsset).source,
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  const gzipped = (file: string) => gzipSync(chunks.get(file)!.code).length;

  /** A chunk and everything it imports statically: what the browser fetches before its code can run. */
  function withImports(file: string, into = new Set<string>()): Set<string> {
    if (into.has(file)) return into;
    into.add(file);
    chunks.get(file)?.imports.forEach((imported) => withImports(imported, into));
    return into;
  }

  const boot = new Set([entry.fileName, ...preloaded]);
  const bootBytes = [...boot].reduce((sum, file) => sum + gzipped(file), 0);
  console.log(`boot (entry + ${preloaded.length} modulepreloads): ${kb(bootBytes)} gzipped`);
  const largest = [...boot].sort((a, b) => gzipped(b) - gzipped(a)).slice(0, 5);
  for (const file of largest) console.log(`  ${file.padEnd(40)} ${kb(gzipped(file))}`);

  const totals: Record<string, number> = {};
  for (const [route, page] of measuredPages) {
    const pageChunk = [...chunks.values()].find((chunk) =>
      chunk.moduleIds.some((id) => id.replaceAll('\\', '/').includes(page)),
    )!;
    const lazy = [...withImports(pageChunk.fileName)].filter((file) => !boot.has(file));
    const lazyBytes = lazy.reduce((sum, file) => sum + gzipped(file), 0);
    const total = bootBytes + lazyBytes;
    totals[route] = total;
    console.log(
      `${route.padEnd(7)} ${kb(total)} gzipped JS (boot ${kb(bootBytes)} + page ${kb(lazyBytes)} in ${lazy.length} chunks)` +
        ` — aim ≤ ${AIM_KB} KB: ${total <= AIM_KB * 1024 ? 'within' : 'over'}`,
    );
  }
  return totals;
}
