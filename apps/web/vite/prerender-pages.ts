import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** What src/prerender.tsx exports. */
type Prerender = { renderPage: (path: string) => Promise<{ markup: string; title: string }> };

const ROOT = '<div id="root"></div>';

/**
 * Prerenders `pages` (path → the copy of index.html it gets) at build time (decision 018): a second, server-side
 * build of src/prerender.tsx renders each page's first screen with react-dom/server, and its markup and title go
 * into a copy of the finished index.html, with Brotli and gzip copies like every other asset's. The
 * server sends a copy only for its exact path; every other path keeps the plain index.html.
 */
export function prerenderPages(pages: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'amicus:prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // After vite:build-html has written index.html, which is after the compression plugin has made its copies.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'] as Rollup.OutputAsset | undefined;
        if (!index) this.error('index.html is not in the bundle yet: nothing to prerender into');
        const html = String(index.source);
        if (!html.includes(ROOT)) this.error(`index.html has no empty ${ROOT} to prerender into`);
        // Inside the app's folder, so that Node finds the libraries the server build leaves external.
        const parent = path.join(config.root, 'node_modules');
        await fs.mkdir(parent, { recursive: true });
        const outDir = await fs.mkdtemp(path.join(parent, '.prerender-'));
        try {
          await build({
            root: config.root,
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
          });
          const { renderPage } = (await import(
            pathToFileURL(path.join(outDir, 'prerender.js')).href
          )) as Prerender;
          for (const [page, fileName] of Object.entries(pages)) {
            const { markup, title } = await renderPage(page);
            const source = deferBootPreloads(html)
              .replace(ROOT, () => `<div id="root" data-prerendered>${markup}</div>`)
              .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
            this.emitFile({ type: 'asset', fileName, source });
            // The Brotli and gzip copies the compression plugin gives every other asset (it has run by now).
            this.emitFile({
              type: 'asset',
              fileName: `${fileName}.br`,
              source: zlib.brotliCompressSync(source),
            });
            this.emitFile({
              type: 'asset',
              fileName: `${fileName}.gz`,
              source: zlib.gzipSync(source, { level: 9 }),
            });
          }
        } finally {
          await fs.rm(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}

const MODULEPRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * A prerendered page needs no JavaScript to paint, so the boot's modulepreloads wait in an inert template until
 * main.tsx has seen the first paint: fetched with the page, 170 KB of scripts shared a slow line with the
 * stylesheet and the fonts and held the first paint back (Lighthouse mobile: FCP 2.8 s, 1.8 s without them).
 */
function deferBootPreloads(html: string): string {
  const preloads = html.match(MODULEPRELOAD) ?? [];
  if (preloads.length === 0) return html;
  const template = `<template id="boot-preloads">${preloads.map((link) => link.trim()).join('')}</template>`;
  return html.replace(MODULEPRELOAD, '').replace('</head>', () => `  ${template}\n  </head>`);
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
