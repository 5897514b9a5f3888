import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicUser } from '@/test/fake-api-server';
import { SESSION_STORAGE_KEY, useSessionStore } from './session-store';

const user = publicUser();
const keys = [SESSION_STORAGE_KEY, 'token', 'user'];
const stored = (area: Storage) => keys.filter((key) => area.getItem(key) !== null);

beforeEach(() => {
  useSessionStore.getState().clear();
  useSessionStore.getState().acknowledgeEnd();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('with Remember me keeps the session in localStorage under user-storage, token and user', () => {
    useSessionStore.getState().signIn('tok-1', user, true);
    expect(stored(localStorage)).toEqual(keys);
    expect(stored(sessionStorage)).toEqual([]);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: user.id, email: user.email });
    const persisted = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { state: object };
    expect(persisted.state).toEqual({ token: 'tok-1', user, sessionOnly: false });
  });

  it('without Remember me keeps everything in sessionStorage and nothing in localStorage', () => {
    useSessionStore.getState().signIn('tok-2', user, false);
    expect(stored(sessionStorage)).toEqual(keys);
    expect(stored(localStorage)).toEqual([]);
    expect(useSessionStore.getState().sessionOnly).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      state: { token: 'tok-2', sessionOnly: true },
    });
  });

  it('moves the session between the two areas when Remember me changes, leaving no copy behind', () => {
    useSessionStore.getState().signIn('tok-3', user, false);
    useSessionStore.getState().signIn('tok-4', user, true);
    expect(stored(sessionStorage)).toEqual([]);
    expect(localStorage.getItem('token')).toBe('tok-4');
    useSessionStore.getState().signIn('tok-5', user, false);
    expect(stored(localStorage)).toEqual([]);
    expect(sessionStorage.getItem('token')).toBe('tok-5');
  });

  it('writes a refreshed token and an updated user to the area the session lives in', () => {
    useSessionStore.getState().signIn('tok-6', user, false);
    useSessionStore.getState().setToken('tok-7');
    useSessionStore.getState().setUser({ ...user, name: 'Jane Q. Doe' });
    useSessionStore.getState().setCredits(3);
    expect(sessionStorage.getItem('token')).toBe('tok-7');
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ name: 'Jane Q. Doe', credits: 3 });
    expect(stored(localStorage)).toEqual([]);
  });

  it('removes the token and user from both areas on logout and on expiry, and says why', () => {
    useSessionStore.getState().signIn('tok-8', user, true);
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, endedBy: 'logout' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();

    useSessionStore.getState().signIn('tok-9', user, false);
    expect(useSessionStore.getState().endedBy).toBeNull();
    useSessionStore.getState().expire();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, endedBy: 'expiry' });
    expect(sessionStorage.getItem('token')).toBeNull();
    // Why it ended is for this page only, never stored.
    expect(localStorage.getItem(SESSION_STORAGE_KEY) ?? '').not.toContain('endedBy');
  });

  it('says when the session ended because the account was deleted', () => {
    useSessionStore.getState().signIn('tok-11', user, true);
    useSessionStore.getState().signOut('deleted');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, endedBy: 'deleted' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('restores a session-only session from sessionStorage on load', async () => {
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { token: 'tok-10', user, sessionOnly: true }, version: 0 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-10', sessionOnly: true });
    expect(useSessionStore.getState().user?.email).toBe(user.email);
  });
});
