import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A built web app as `vite build` leaves it: each asset with its Brotli and gzip copies beside it.
const script = `console.log(${JSON.stringify('Amicus '.repeat(400))});\n`;
const page = '<!doctype html><title>Amicus</title><div id="root"></div>';
// The build's prerendered copies of index.html (apps/web/vite/prerender-pages.ts).
const landing =
  '<!doctype html><title>Amicus</title><div id="root" data-prerendered><h1>Legal help</h1></div>';
const signIn =
  '<!doctype html><title>Sign in</title><div id="root" data-prerendered><form>Sign In</form></div>';

let t: TestApp;
let webDist: string;

async function writeWithCopies(file: string, text: string) {
  await fs.writeFile(file, text);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-spa-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await writeWithCopies(path.join(webDist, 'index.html'), page);
  await writeWithCopies(path.join(webDist, 'assets', 'app-1234.js'), script);
  await fs.mkdir(path.join(webDist, 'prerendered'));
  await writeWithCopies(path.join(webDist, 'prerendered', 'index.html'), landing);
  await writeWithCopies(path.join(webDist, 'prerendered', 'login.html'), signIn);
  t = await createTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string, accept = '*/*') =>
  t.app.inject({ method: 'GET', url, headers: { accept, 'accept-encoding': acceptEncoding } });

describe('the built web app', () => {
  it('sends an asset as the Brotli copy to a browser that takes it, gzip to one that takes only gzip', async () => {
    const brotli = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when the browser takes no compression', async () => {
    const plain = await get('/assets/app-1234.js', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends / and /login their prerendered pages and every other page the plain one, compressed, never cached', async () => {
    for (const [url, expected] of [
      ['/', landing],
      ['/?from=mail', landing],
      ['/login', signIn],
      ['/login?next=%2Fchat', signIn],
      ['/chat/12', page],
      ['/chat', page],
      ['/sign-in', page],
      ['/login/more', page],
      ['/prerendered', page],
    ] as const) {
      const response = await get(url, 'br', 'text/html');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(expected);
    }
    expect((await get('/login', 'identity', 'text/html')).body).toBe(signIn);
  });

  it('sends a sign-in form posted before the app ran back to the page, reading nothing from it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'identifier=jordan&password=Secret%231234',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    expect(response.body).not.toContain('Secret');
  });

  it('keeps the JSON 404 of an unknown API path', async () => {
    const response = await get('/api/v1/nowhere', 'br', 'text/html');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
