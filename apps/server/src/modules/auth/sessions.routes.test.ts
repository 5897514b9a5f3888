import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_REUSE_GRACE_MS } from '../../domain/accounts/sessions';
import {
  createTestApp,
  login,
  manualClock,
  newUserBody,
  refreshCookieOf,
  type Session,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const expired = { success: false, code: 'UNAUTHENTICATED', message: 'Session expired. Please login again.' };

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { authorization: `Bearer ${token}` } });

const refreshWithCookie = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie } });

const refreshWithBody = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refreshToken } });

const cookieValue = (cookie: string) => cookie.slice('amicus_refresh='.length);

function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === 'amicus_refresh');
}

async function newAccount(rememberMe?: boolean) {
  const body = newUserBody();
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body })).statusCode).toBe(
    201,
  );
  const signIn = async (): Promise<Session & { response: LightMyRequestResponse }> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        username: body.username,
        password: body.password,
        ...(rememberMe === undefined ? {} : { rememberMe }),
      },
    });
    expect(response.statusCode).toBe(200);
    return {
      token: response.json().token,
      cookie: refreshCookieOf(response),
      user: response.json().user,
      response,
    };
  };
  return { body, signIn };
}

describe('POST /auth/refresh', () => {
  it('rotates: a new access token and a new refresh cookie; the old refresh token is spent', async () => {
    const { signIn } = await newAccount();
    const session = await signIn();
    const first = await refreshWithCookie(session.cookie);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(Object.keys(answer).sort()).toEqual(['success', 'token', 'user']);
    expect(answer.user.id).toBe(session.user.id);
    const next = refreshCookieOf(first);
    expect(next).not.toBe('');
    expect(next).not.toBe(session.cookie);
    expect(refreshCookie(first)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect((await profile(answer.token)).statusCode).toBe(200);

    const second = await refreshWithCookie(next);
    expect(second.statusCode).toBe(200);
    expect((await profile(second.json().token)).statusCode).toBe(200);
  });

  it('treats a reused refresh token as theft: the whole session ends, newest tokens included', async () => {
    const { signIn } = await newAccount();
    const session = await signIn();
    const rotated = await refreshWithCookie(session.cookie);
    const newestCookie = refreshCookieOf(rotated);
    const newestToken = rotated.json().token as string;

    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await refreshWithCookie(session.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(expired);
    // The failed refresh also clears the browser's cookie.
    expect(refreshCookie(replay)).toMatchObject({ value: '' });

    expect((await refreshWithCookie(newestCookie)).statusCode).toBe(401);
    expect((await profile(newestToken)).statusCode).toBe(401);
    expect((await profile(session.token)).statusCode).toBe(401);
  });

  it('gives two concurrent refreshes with one token a token each, and the session goes on', async () => {
    const { signIn } = await newAccount();
    const session = await signIn();
    const both = await Promise.all([refreshWithCookie(session.cookie), refreshWithCookie(session.cookie)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const answer of both) {
      expect((await profile(answer.json().token)).statusCode).toBe(200);
      expect((await refreshWithCookie(refreshCookieOf(answer))).statusCode).toBe(200);
    }
    // A late presentation of the same token, a while later, is still theft.
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refreshWithCookie(session.cookie)).statusCode).toBe(401);
    expect((await profile(both[0].json().token)).statusCode).toBe(401);
  });

  it('accepts the refresh token in the refreshToken body field and still answers it only as a cookie', async () => {
    const { signIn } = await newAccount();
    const session = await signIn();
    const response = await refreshWithBody(cookieValue(session.cookie));
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).not.toContain(cookieValue(refreshCookieOf(response)));
    expect((await profile(response.json().token)).statusCode).toBe(200);
    // Rotation applies to the body field too, once the grace for concurrent refreshes is over.
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refreshWithBody(cookieValue(session.cookie))).statusCode).toBe(401);
  });

  it('answers 401 without a refresh token or with an unknown one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(expired);
    expect((await refreshWithBody('made-up-token')).statusCode).toBe(401);
    expect((await refreshWithCookie('amicus_refresh=made-up-token')).statusCode).toBe(401);
  });

  it('keeps Remember me off as a browser-session cookie (no Max-Age) through login and refresh', async () => {
    const { signIn } = await newAccount(false);
    const session = await signIn();
    const loginCookie = refreshCookie(session.response)!;
    expect(loginCookie.maxAge).toBeUndefined();
    expect(loginCookie.expires).toBeUndefined();
    // The refresh cookie's own header (the known-device mark beside it lasts a year: it keeps no session).
    const refreshHeader = ([] as string[])
      .concat(session.response.headers['set-cookie'] ?? [])
      .find((header) => header.startsWith('amicus_refresh='));
    expect(refreshHeader).not.toMatch(/Max-Age|Expires/i);
    const refreshed = await refreshWithCookie(session.cookie);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshCookie(refreshed)!.maxAge).toBeUndefined();
    expect(String(refreshed.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/i);
  });
});

describe('POST /auth/logout', () => {
  it('ends the current session at once: its access token and refresh token stop working', async () => {
    const { signIn } = await newAccount();
    const here = await signIn();
    const elsewhere = await signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${here.token}`, cookie: here.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'You have been logged out' });
    expect(refreshCookie(response)).toMatchObject({ value: '' });

    expect((await profile(here.token)).statusCode).toBe(401);
    expect((await refreshWithCookie(here.cookie)).statusCode).toBe(401);
    // Logout ends this device's session only.
    expect((await profile(elsewhere.token)).statusCode).toBe(200);
    expect((await refreshWithCookie(elsewhere.cookie)).statusCode).toBe(200);
  });

  it('ends the session of the refresh cookie when the access token is missing or expired', async () => {
    const { signIn } = await newAccount();
    const session = await signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect((await profile(session.token)).statusCode).toBe(401);
    expect((await refreshWithCookie(session.cookie)).statusCode).toBe(401);
  });

  it('answers 200 with nothing to end', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: {} });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /auth/change-password', () => {
  const changePassword = (session: Session, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { authorization: `Bearer ${session.token}`, cookie: session.cookie },
      payload,
    });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const { body, signIn } = await newAccount();
    const session = await signIn();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ newPassword: 'Another#Pass-99' }, 400, 'Current password is required'],
      [
        { currentPassword: body.password, newPassword: 'short' },
        400,
        'Password must be at least 8 characters',
      ],
      [
        { currentPassword: 'Wrong#Pass-99', newPassword: 'Another#Pass-99' },
        400,
        'Current password is incorrect',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await changePassword(session, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect((await profile(session.token)).statusCode).toBe(200);
    await login(t.app, body.username, body.password);
  });

  it('answers 401 without a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { currentPassword: 'Whatever#1', newPassword: 'Another#Pass-99' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('ends every other session and gives this device a fresh session that works', async () => {
    const { body, signIn } = await newAccount(false);
    const here = await signIn();
    const elsewhere = await signIn();
    const newPassword = 'Brand-new#Passphrase-7';
    const response = await changePassword(here, { currentPassword: body.password, newPassword });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ success: true, message: 'Password updated successfully!' });
    const fresh = { token: answer.token as string, cookie: refreshCookieOf(response) };

    expect((await profile(fresh.token)).statusCode).toBe(200);
    expect((await refreshWithCookie(fresh.cookie)).statusCode).toBe(200);
    // The device keeps its Remember me choice.
    expect(refreshCookie(response)!.maxAge).toBeUndefined();

    for (const old of [here, elsewhere]) {
      expect((await profile(old.token)).statusCode).toBe(401);
      expect((await refreshWithCookie(old.cookie)).statusCode).toBe(401);
    }
    await expect(login(t.app, body.username, body.password)).rejects.toThrow(/401/);
    await login(t.app, body.username, newPassword);
  });
});
