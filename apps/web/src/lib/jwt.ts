/** The `exp` claim (seconds) of an access token, read without verifying it: the server verifies. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** True when the token is past its `exp`, or will be within `marginMs`. */
export function isExpiring(token: string, marginMs = 0, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - marginMs <= now;
}
