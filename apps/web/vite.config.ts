import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPages } from './vite/prerender-pages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * main.tsx boots in steps of dynamic imports, so that no step holds the main thread long. This lists every
 * chunk of those steps in index.html as a modulepreload: the browser fetches them all at once, as it did the
 * one static graph, rather than one step after another.
 */
function preloadBootSteps(): Plugin {
  let base = '/';
  return {
    name: 'amicus:preload-boot-steps',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk: entry, bundle }) {
        if (!entry || !bundle) return;
        // The entry is loaded by its own script tag; chunks that share its code import it back.
        const files = new Set<string>([entry.fileName]);
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        files.delete(entry.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The entry script (before-paint.ts, then main.tsx's boot) is render-blocking: a module script is deferred, and
 * a prerendered page could otherwise be painted before the stored theme is applied (a light flash for a
 * dark-theme user) or before a signed-in visitor's signed-out page is hidden. It is small, and fetched while the
 * stylesheet, which blocks rendering anyway, is.
 */
function renderBlockingEntry(): Plugin {
  return {
    name: 'amicus:render-blocking-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk }) {
        if (!chunk) return html;
        const tag = '<script type="module" crossorigin src=';
        if (!html.includes(tag)) throw new Error('index.html: no entry script to make render-blocking');
        return html.replace(tag, '<script type="module" crossorigin blocking="render" src=');
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadBootSteps(),
    renderBlockingEntry(),
    // The signed-out pages a first visit most often opens, painted from HTML before any JavaScript has run.
    prerenderPages({ '/': 'prerendered/index.html', '/login': 'prerendered/login.html' }),
    // Brotli and gzip copies beside each asset, served by the server as they are (preCompressed): a first visit
    // downloads about a third of the bytes, compressed once at build rather than on every request.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.join(here, 'src') },
      // React Router's package exports only its development build (extra warnings and checks); a build ships
      // the production one it publishes beside it.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') }]
        : []),
    ],
  },
  server: {
    port: 5173,
    // `npm run dev`: the API runs on 8080, the Vite dev server proxies to it.
    proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
}));
