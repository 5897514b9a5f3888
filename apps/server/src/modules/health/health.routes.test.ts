import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@amicus/contract/common/messages';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers ok while the database answers, and /health/live answers ok', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 unavailable with Retry-After once the database is gone, as every route does', async () => {
    // Another instance on a database of its own, which is then closed under it (embedded) or ended and dropped.
    const database = await openTestDatabase();
    const quiet = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    const app = await buildApp({ config: t.config, db: database.db, logStream: quiet, webDistDir: null });
    await app.ready();
    try {
      await database.close();
      const unavailable = { success: false, code: 'UNAVAILABLE', message: messages.http.unavailable };
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toEqual({ ...unavailable, status: 'unavailable' });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'someone', password: 'Str0ng#Passphrase' },
      });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.headers['retry-after']).toBe('5');
      expect(signIn.json()).toEqual(unavailable);
      expect((await app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
