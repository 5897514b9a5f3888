import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, resetLinkOf } from '../../test/outbox';
import { createTestApp, newUserBody, refreshCookieOf, type TestApp } from '../../test/test-app';

/** A value that must never be logged; the test route below puts it into failing SQL and an error message. */
const CANARY = 'canary-secret-7f3a91';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // Test-only routes that fail the ways real code can: a database error carrying SQL and its parameters,
      // and a plain Error whose message quotes a query.
      app.get('/api/v1/test/database-failure', async () => {
        await t.db.execute(sql`select password_hash from users_missing where email = ${CANARY}`);
        return { ok: true };
      });
      app.get('/api/v1/test/thrown-error', async () => {
        throw new Error(`Failed query: select * from users where password = '${CANARY}' params: ${CANARY}`);
      });
    },
  });
});
afterAll(() => t.close());

const internal = {
  success: false,
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
};

describe('what reaches clients and logs', () => {
  const secrets: string[] = [CANARY];
  let resetToken = '';

  beforeAll(async () => {
    const inject = t.app.inject.bind(t.app);
    const account = newUserBody();
    const newPassword = 'Changed#Passphrase-31';
    const resetPassword = 'After-reset#Passphrase-47';
    secrets.push(account.password, newPassword, resetPassword);

    await inject({ method: 'POST', url: '/api/v1/auth/signup', payload: account });
    await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: account.username, password: 'Wrong#Guess-2026' },
    });
    secrets.push('Wrong#Guess-2026');
    const login = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: account.email, password: account.password },
    });
    const token: string = login.json().token;
    const cookie = refreshCookieOf(login);
    secrets.push(token, cookie.split('=')[1]!);

    const refreshed = await inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie } });
    secrets.push(refreshed.json().token, refreshCookieOf(refreshed).split('=')[1]!);
    const byBody = await inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refreshToken: refreshCookieOf(refreshed).split('=')[1] },
    });
    const latest: string = byBody.json().token;
    secrets.push(latest, refreshCookieOf(byBody).split('=')[1]!);
    // Reuse of a spent refresh token.
    await inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie } });

    const again = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: account.username, password: account.password },
    });
    const auth = { authorization: `Bearer ${again.json().token}` };
    secrets.push(again.json().token);
    await inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth });
    await inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: auth,
      payload: { name: 'Log Checker', username: account.username },
    });
    const changed = await inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: auth,
      payload: { currentPassword: account.password, newPassword },
    });
    secrets.push(changed.json().token);

    await inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: account.email } });
    const [mail] = (await mailsTo(t.app, t.db, account.email)).filter((m) => m.subject.includes('Reset'));
    resetToken = resetLinkOf(mail!).searchParams.get('token')!;
    await inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: resetToken, email: account.email, newPassword: resetPassword },
    });
    // A page request carrying a token in its query string.
    await inject({ method: 'GET', url: `/reset-password?token=${resetToken}&email=${account.email}` });
    await inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${changed.json().token}` },
    });
  });

  it('answers a database failure with a bare 500: no SQL, no detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/database-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(internal);
    const thrown = await t.app.inject({ method: 'GET', url: '/api/v1/test/thrown-error' });
    expect(thrown.statusCode).toBe(500);
    expect(thrown.json()).toEqual(internal);
  });

  it('logs the failures, described without SQL, parameters or stack', () => {
    const failures = t.logs.filter((line) => line.includes('"unexpected error"'));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/users_missing.*does not exist/);
    expect(failures[1]).toContain('database query failed');
  });

  it('keeps reset links only in the outbox line that exists to show them', () => {
    const outboxLines = t.logs.filter((line) => line.includes('mail kept in outbox'));
    expect(outboxLines.some((line) => line.includes(`/reset-password?token=${resetToken}`))).toBe(true);
    const others = t.logs.filter((line) => !line.includes('mail kept in outbox'));
    expect(others.some((line) => line.includes(resetToken))).toBe(false);
  });

  it('never logs a password, token, password hash, stack trace or SQL text', () => {
    expect(t.logs.length).toBeGreaterThan(20);
    const all = t.logs.join('');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toContain('$argon2id$');
    expect(all).not.toContain('    at ');
    expect(all).not.toMatch(/\bselect\b[^"]*\bfrom\b|\binsert into\b|\bupdate "|params:/i);
    expect(all).not.toMatch(/authorization|bearer|cookie/i);
  });
});
