import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { startTcpRelay, type TcpRelay } from '../../test/tcp-relay';
import { createTestApp, newUserBody, type TestApp } from '../../test/test-app';

// Redis is the real one at 127.0.0.1:6379, reached through a relay the test can cut.
let relay: TcpRelay | undefined;
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  await relay?.close();
});

describe('Redis that does not answer', () => {
  it('at start: a configuration error naming REDIS_URL, not an unhandled retry error', async () => {
    const closed = await startTcpRelay(6379);
    await closed.close();
    const start = createTestApp({ env: { REDIS_URL: `redis://:secret@127.0.0.1:${closed.port}` } });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(`REDIS_URL: no Redis answers at 127.0.0.1:${closed.port}`);
    await expect(start).rejects.not.toThrow('secret');
  });

  it('later: sign-ins go on at once, and are still counted, in memory', async () => {
    relay = await startTcpRelay(6379);
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${relay.port}` } });
    const account = newUserBody();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: account })).statusCode,
    ).toBe(201);
    relay.cut();

    const signIn = (password: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: account.username, password },
      });
    const started = Date.now();
    expect((await signIn(account.password)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (let i = 0; i < 10; i++) expect((await signIn('Wrong#Pass-1')).statusCode).toBe(401);
    expect((await signIn(account.password)).statusCode).toBe(429);
  });
});
