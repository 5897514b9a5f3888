import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { deriveKeys } from '../../lib/secrets';
import { signAccessToken } from '../../domain/accounts/access-tokens';
import {
  asUser,
  createTestApp,
  manualClock,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const expired = { success: false, code: 'UNAUTHENTICATED', message: 'Session expired. Please login again.' };

const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${token}` } });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed like ours but with chosen header, claims and key. */
function signWith(key: Uint8Array, claims: Record<string, unknown>, alg = 'HS256') {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
}

describe('access tokens', () => {
  // A fresh session per test: the expiry test moves the shared clock past the lifetime of older tokens.
  let session: Session;
  beforeEach(async () => {
    session = await signUpAndLogin(t.app);
  });

  it('opens the profile with a fresh token and answers 401 "Please login to continue." without one', async () => {
    expect((await profileWith(session.token)).statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Please login to continue.',
    });
  });

  it('carries exp 15 minutes after iat and is refused once expired', async () => {
    const own = session;
    const claims = decodeJwt(own.token);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    clock.advance(14 * 60_000);
    expect((await profileWith(own.token)).statusCode).toBe(200);
    clock.advance(60_000 + 1000);
    const response = await profileWith(own.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  it('issues a distinct token each time, also twice for one session within the same second', async () => {
    const keys = deriveKeys(t.config.appSecret!);
    const now = new Date('2026-11-22T10:00:00.000Z');
    const claims = { userId: 1, sessionId: 'same-session' };
    const first = signAccessToken(keys.jwt, claims, now);
    const second = signAccessToken(keys.jwt, claims, now);
    expect(first).not.toBe(second);
    expect(decodeJwt(first).jti).toEqual(expect.any(String));
  });

  it('refuses a token signed with another key', async () => {
    const forged = await signWith(new TextEncoder().encode('x'.repeat(32)), decodeJwt(session.token));
    const response = await profileWith(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(decodeJwt(session.token))}.`;
    expect((await profileWith(unsigned)).statusCode).toBe(401);
  });

  it('refuses our own key used with another algorithm, and a token without exp', async () => {
    const key = deriveKeys(t.config.appSecret!).jwt;
    const claims = decodeJwt(session.token);
    expect((await profileWith(await signWith(key, claims))).statusCode).toBe(200);
    expect((await profileWith(await signWith(key, claims, 'HS512'))).statusCode).toBe(401);
    const { exp: _exp, ...withoutExp } = claims;
    expect((await profileWith(await signWith(key, withoutExp))).statusCode).toBe(401);
  });

  it('refuses a token whose claims were edited (another user) under the old signature', async () => {
    const [header, , signature] = session.token.split('.');
    const claims = { ...decodeJwt(session.token), sub: '1' };
    expect((await profileWith(`${header}.${base64url(claims)}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses the access and refresh tokens of a user deactivated in the database', async () => {
    const own = session;
    expect((await asUser(t.app, own)({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, own.user.id));
    const access = await profileWith(own.token);
    expect(access.statusCode).toBe(401);
    expect(access.json()).toEqual(expired);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: own.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toEqual(expired);
  });
});
