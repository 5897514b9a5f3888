import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The pages the web build prerenders (apps/web/vite.config.ts, decision 018), sent for exactly these paths;
 * every other page gets the plain index.html.
 */
const PRERENDERED: Record<string, string> = {
  '/': 'prerendered/index.html',
  '/login': 'prerendered/login.html',
};

/**
 * A prerendered page's form sent by the browser itself, before the app has taken over (the sign-in form posts,
 * so that no password goes into an address): its fields are read and dropped, never logged, and the browser is
 * sent back to the page, by then with the app running.
 */
async function formSentBeforeTheApp(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { bodyLimit: 64 * 1024 },
    (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', (error) => done(error, undefined));
    },
  );
  for (const route of Object.keys(PRERENDERED))
    app.post(route, (_request, reply) => reply.redirect(route, 303));
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and index.html for any other
 * GET that asks for a page, so client routes survive a reload. API paths keep their JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasDist = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    // The static wildcard also matches '/', where it answers 403 for the directory (index is off). '/' and
    // '/login' get their prerendered page (a build without one, the plain index.html), uncached like every page.
    for (const [route, file] of Object.entries(PRERENDERED)) {
      const page = fs.existsSync(path.join(distDir, file)) ? file : 'index.html';
      app.get(route, (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(page),
      );
    }
    await app.register(formSentBeforeTheApp);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (hasDist && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ success: false, code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` });
  });
}
