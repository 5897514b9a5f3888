import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleRules } from './throttle';
import { clientAddress } from '../../test/client-address';
import { createTestApp, newUserBody, type TestApp } from '../../test/test-app';

/**
 * Behind a proxy, the client address is the one the trusted proxy appended to X-Forwarded-For; anything the
 * client wrote to the left of it is ignored, so a forged, rotating header cannot dodge the per-address limits.
 */

/** Shows the address the app counts, as every per-address limit sees it. */
const echoAddress = (app: FastifyInstance) => {
  app.get('/test/client-address', async (request) => ({ ip: request.ip }));
};

const addressSeen = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/test/client-address',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return (response.json() as { ip: string }).ip;
};

const failedLogin = (app: FastifyInstance, proxy: string, forwardedFor: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: `nobody-${i}@example.com`, password: 'Wrong#Pass-1' },
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** A forged entry per attempt, as a client rotating its own X-Forwarded-For would send. */
const forged = (i: number) => `203.0.${Math.floor(i / 250)}.${i % 250}`;

describe('TRUST_PROXY=true (one proxy hop)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, beforeReady: echoAddress });
  });
  afterAll(() => t.close());

  it('takes the address the proxy appended, not the ones the client wrote', async () => {
    const proxy = clientAddress();
    expect(await addressSeen(t.app, proxy, '198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(t.app, proxy, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(t.app, proxy, '1.1.1.1, 2.2.2.2, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressSeen(t.app, proxy)).toBe(proxy);
  });

  it('answers 429 to failed sign-ins from one client whatever it writes in X-Forwarded-For', async () => {
    const client = '198.51.100.21';
    const points = throttleRules.loginByIp.points;
    for (let i = 0; i < points; i++) {
      const response = await failedLogin(t.app, clientAddress(), `${forged(i)}, ${client}`, i);
      expect(response.statusCode).toBe(401);
    }
    const limited = await failedLogin(t.app, clientAddress(), `${forged(points)}, ${client}`, points);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy is not held back.
    expect((await failedLogin(t.app, clientAddress(), `${client}, 198.51.100.22`, 999)).statusCode).toBe(401);
  });

  it('limits sign-ups from one client whatever it writes in X-Forwarded-For', async () => {
    const client = '198.51.100.31';
    const proxy = clientAddress();
    // Refused for a common password after being counted: the cheapest attempt that still reaches the limiter.
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: newUserBody({ password: 'Password1!' }),
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `${forged(i)}, ${client}` },
      });
    for (let i = 0; i < throttleRules.signupByIp.points; i++) expect((await attempt(i)).statusCode).toBe(400);
    const limited = await attempt(throttleRules.signupByIp.points);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('TRUST_PROXY=2 (two proxy hops)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '2' }, beforeReady: echoAddress });
  });
  afterAll(() => t.close());

  it('takes the address the outer proxy appended', async () => {
    expect(await addressSeen(t.app, clientAddress(), '203.0.113.9, 198.51.100.7, 10.1.0.4')).toBe(
      '198.51.100.7',
    );
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '10.200.0.0/16, 192.0.2.10' },
      beforeReady: echoAddress,
    });
  });
  afterAll(() => t.close());

  it('takes the address the listed proxies appended, and ignores the header from anyone else', async () => {
    expect(await addressSeen(t.app, '10.200.1.1', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    // Through two listed proxies: the address the first one appended.
    expect(await addressSeen(t.app, '192.0.2.10', '203.0.113.9, 198.51.100.7, 10.200.4.4')).toBe(
      '198.51.100.7',
    );
    // A client that reaches the app directly cannot name another address.
    expect(await addressSeen(t.app, '198.51.100.8', '203.0.113.9')).toBe('198.51.100.8');
  });

  it('answers 429 to failed sign-ins from one client whatever it writes in X-Forwarded-For', async () => {
    const client = '198.51.100.41';
    const points = throttleRules.loginByIp.points;
    for (let i = 0; i < points; i++) {
      expect((await failedLogin(t.app, '10.200.0.9', `${forged(i)}, ${client}`, i)).statusCode).toBe(401);
    }
    expect((await failedLogin(t.app, '10.200.0.9', `${forged(points)}, ${client}`, points)).statusCode).toBe(
      429,
    );
  });
});
