import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeJwt, publicUser, startFakeApi, type FakeApi, type FakeRequest } from '@/test/fake-api-server';
import { api, ApiError, refreshAccessToken } from './api-client';
import { useSessionStore } from './session-store';

const user = publicUser();
const thingsSchema = z.object({ things: z.array(z.string()), seenToken: z.string() });

/**
 * A small stand-in for the auth part of the API: `/auth/login` hands out a refresh cookie, `/auth/refresh`
 * rotates it (each refresh token works once, as on the real server) and `/things` wants a current token.
 */
function authServer() {
  let validAccess = new Set<string>();
  let refreshCookie: string | null = null;
  let refreshCount = 0;
  const respond = (request: FakeRequest) => {
    const cookie = /refresh=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (request.path === '/api/v1/auth/login') {
      refreshCookie = 'r1';
      return { headers: { 'Set-Cookie': 'refresh=r1; Path=/; HttpOnly' }, body: { success: true } };
    }
    if (request.path === '/api/v1/auth/refresh') {
      refreshCount += 1;
      if (!cookie || cookie !== refreshCookie)
        return { status: 401, body: { success: false, message: 'Session expired. Please login again.' } };
      refreshCookie = `r${refreshCount + 1}`;
      const token = fakeJwt(900, `fresh-${refreshCount}`);
      validAccess = new Set([token]);
      return {
        delayMs: 30,
        headers: { 'Set-Cookie': `refresh=${refreshCookie}; Path=/; HttpOnly` },
        body: { success: true, token, user },
      };
    }
    if (request.path === '/api/v1/things') {
      if (!bearer || !validAccess.has(bearer))
        return { status: 401, body: { success: false, message: 'Session expired. Please login again.' } };
      return { body: { things: ['a', 'b'], seenToken: bearer } };
    }
    if (request.path === '/api/v1/broken') {
      return {
        status: 400,
        body: {
          success: false,
          message: 'name is required',
          errors: [{ path: 'name', message: 'name is required' }],
        },
      };
    }
    return undefined;
  };
  return {
    respond,
    /** Signed out everywhere (a password change on another device): no refresh token works any more. */
    revokeAll: () => {
      refreshCookie = null;
      validAccess = new Set();
    },
    get refreshCount() {
      return refreshCount;
    },
  };
}

let server: FakeApi;
let auth: ReturnType<typeof authServer>;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().clear();
  useSessionStore.getState().acknowledgeEnd();
  auth = authServer();
  server = await startFakeApi(auth.respond);
  // The browser now holds the refresh cookie, as after a real sign-in.
  await fetch('/api/v1/auth/login', { method: 'POST', credentials: 'same-origin' });
});
afterEach(async () => {
  await server.close();
});

const thingsCalls = () => server.requests.filter((r) => r.path === '/api/v1/things');

describe('api client', () => {
  it('answers a 401 by refreshing the token once, storing it, and retrying the call', async () => {
    // Valid by its exp, but the server no longer accepts it (e.g. revoked).
    useSessionStore.getState().signIn(fakeJwt(900, 'stale'), user, true);

    const result = await api.get('/things', thingsSchema);

    const stored = useSessionStore.getState().token!;
    expect(stored).not.toContain('stale');
    expect(result).toEqual({ things: ['a', 'b'], seenToken: stored });
    expect(auth.refreshCount).toBe(1);
    expect(thingsCalls().map((r) => r.headers.authorization)).toEqual([
      expect.stringContaining('Bearer '),
      `Bearer ${stored}`,
    ]);
    expect(localStorage.getItem('token')).toBe(stored);
  });

  it('lets calls that meet a 401 together share one refresh, since a refresh token works only once', async () => {
    useSessionStore.getState().signIn(fakeJwt(900, 'stale'), user, true);

    const results = await Promise.all([1, 2, 3].map(() => api.get('/things', thingsSchema)));

    expect(auth.refreshCount).toBe(1);
    const stored = useSessionStore.getState().token;
    expect(results.map((r) => r.seenToken)).toEqual([stored, stored, stored]);
  });

  it('refreshes a token at its exp before sending, instead of sending it to fail', async () => {
    useSessionStore.getState().signIn(fakeJwt(-10, 'expired'), user, true);

    await api.get('/things', thingsSchema);

    expect(auth.refreshCount).toBe(1);
    expect(thingsCalls()).toHaveLength(1);
  });

  it('ends the session as expired when no refresh can mend a 401, and fails with the server message', async () => {
    useSessionStore.getState().signIn(fakeJwt(900, 'stale'), user, true);
    auth.revokeAll();

    const error = await api.get('/things', thingsSchema).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired. Please login again.' });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, endedBy: 'expiry' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(thingsCalls()).toHaveLength(1);
  });

  it('does not try to refresh for a visitor: a 401 without a token is just an error', async () => {
    const error = await api.get('/things', thingsSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(auth.refreshCount).toBe(0);
    expect(useSessionStore.getState().endedBy).toBeNull();
  });

  it('turns an error body into an ApiError with its message and field errors', async () => {
    const error = await api.post('/broken', {}, z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'name is required',
      errors: [{ path: 'name', message: 'name is required' }],
    });
  });

  it('restores a session from the cookie alone into sessionStorage, not localStorage', async () => {
    const token = await refreshAccessToken();

    expect(token).toEqual(expect.any(String));
    expect(useSessionStore.getState()).toMatchObject({ token, sessionOnly: true });
    expect(useSessionStore.getState().user?.email).toBe(user.email);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
