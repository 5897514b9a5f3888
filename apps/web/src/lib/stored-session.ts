/** Where the session store (session-store.ts) persists the session, in sessionStorage or localStorage. */
export const SESSION_STORAGE_KEY = 'user-storage';

/**
 * Whether this browser holds a signed-in session, read straight from storage: the boot asks before paint, long
 * before the session store has loaded, whether a prerendered signed-out page may show.
 */
export function hasStoredSession(): boolean {
  try {
    const stored = sessionStorage.getItem(SESSION_STORAGE_KEY) ?? localStorage.getItem(SESSION_STORAGE_KEY);
    const { state } = (JSON.parse(stored ?? '{}') ?? {}) as { state?: { token?: unknown; user?: unknown } };
    return Boolean(state?.token && state.user);
  } catch {
    return false;
  }
}
