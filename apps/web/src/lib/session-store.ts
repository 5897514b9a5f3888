import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { PublicUser } from '@amicus/contract/users/schemas';
import { SESSION_STORAGE_KEY } from './stored-session';

export { SESSION_STORAGE_KEY };

export type SessionState = {
  token: string | null;
  user: PublicUser | null;
  /** Remember me was off: everything lives in sessionStorage and ends with the tab. */
  sessionOnly: boolean;
  /**
   * Why the session just ended, until the sign-in page shows: 'expiry' (the session watcher tells the user and
   * goes to /login), 'logout', or 'deleted' (the account is gone: there is nothing to sign in to). Route guards
   * then go to /login, or home after a deletion, quietly instead of saying 'Please login to continue.' to
   * someone who just signed out. Never persisted.
   */
  endedBy: SessionEnd | null;
  signIn: (token: string, user: PublicUser, remember: boolean) => void;
  setToken: (token: string, user?: PublicUser) => void;
  setUser: (user: PublicUser) => void;
  setCredits: (credits: number) => void;
  clear: () => void;
  /** The session ended on its own (token expired and could not be refreshed). */
  expire: () => void;
  /** The user signed out, or deleted their account. */
  signOut: (reason?: 'logout' | 'deleted') => void;
  acknowledgeEnd: () => void;
};

export type SessionEnd = 'expiry' | 'logout' | 'deleted';

function areas(sessionOnly: boolean): [Storage, Storage] {
  return sessionOnly ? [sessionStorage, localStorage] : [localStorage, sessionStorage];
}

/**
 * Persists under 'user-storage' and mirrors the 'token' and 'user' keys, in sessionStorage when Remember me
 * is off and in localStorage otherwise, always clearing the other area.
 */
const sessionAwareStorage: StateStorage = {
  getItem: (name) => sessionStorage.getItem(name) ?? localStorage.getItem(name),
  setItem: (name, value) => {
    const { state } = JSON.parse(value) as { state: Pick<SessionState, 'token' | 'user' | 'sessionOnly'> };
    const [target, other] = areas(state.sessionOnly);
    target.setItem(name, value);
    other.removeItem(name);
    for (const area of [target, other]) {
      area.removeItem('token');
      area.removeItem('user');
    }
    if (state.token && state.user) {
      target.setItem('token', state.token);
      target.setItem('user', JSON.stringify(state.user));
    }
  },
  removeItem: (name) => {
    for (const area of [localStorage, sessionStorage]) {
      area.removeItem(name);
      area.removeItem('token');
      area.removeItem('user');
    }
  },
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      sessionOnly: false,
      endedBy: null,
      signIn: (token, user, remember) => set({ token, user, sessionOnly: !remember, endedBy: null }),
      setToken: (token, user) => set((s) => ({ token, user: user ?? s.user })),
      setUser: (user) => set({ user }),
      setCredits: (credits) => set((s) => (s.user ? { user: { ...s.user, credits } } : {})),
      clear: () => set({ token: null, user: null, sessionOnly: false }),
      expire: () => set({ token: null, user: null, sessionOnly: false, endedBy: 'expiry' }),
      signOut: (reason = 'logout') => set({ token: null, user: null, sessionOnly: false, endedBy: reason }),
      acknowledgeEnd: () => set({ endedBy: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionAwareStorage),
      partialize: (s) => ({ token: s.token, user: s.user, sessionOnly: s.sessionOnly }),
    },
  ),
);
