import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogin, type TestApp } from '../../test/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in for the built SPA: the headers do not depend on what the page contains.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-web-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Amicus</title><div id="root"></div>',
  );
  t = await createTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectStrictHeaders(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // Recordings play from blob: URLs (the preview of a take, stored audio fetched with the session).
  expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // Plain-HTTP APP_URL: no HSTS, which would pin a local install to HTTPS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are on API answers, good and bad', async () => {
    const session = await signUpAndLogin(t.app);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/profile',
        headers: { authorization: `Bearer ${session.token}` },
      }),
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const answer of answers) expectStrictHeaders(answer);
  });

  it('are on pages: the SPA entry and client routes that fall back to it', async () => {
    for (const url of ['/', '/sign-in', '/reset-password?token=abc&email=a%40example.com']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="root">');
      expectStrictHeaders(page);
    }
  });

  it('are on served avatars, which cannot be framed or sniffed into scripts', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/uploads/avatars/00000000-0000-0000-0000-000000000000.png',
    });
    expect(missing.statusCode).toBe(404);
    expectStrictHeaders(missing);
  });
});
