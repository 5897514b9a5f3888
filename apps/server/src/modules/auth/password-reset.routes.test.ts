import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { clientAddress } from '../../../test/client-address';
import { mailsTo, requestResetToken, resetLinkOf } from '../../../test/outbox';
import {
  createTestApp,
  login,
  manualClock,
  newUserBody,
  type Session,
  type TestApp,
} from '../../../test/test-app';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const invalidLink = { success: false, message: 'Invalid or expired token' };

const forgot = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload,
    remoteAddress: clientAddress(),
  });

const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload });

const requestToken = (email: string) => requestResetToken(t.app, t.db, email, clientAddress());

async function newAccount() {
  const body = newUserBody();
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
  expect(response.statusCode).toBe(201);
  return { ...body, id: response.json().data.id as number };
}

const stillWorks = async (session: Session) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: { authorization: `Bearer ${session.token}` },
    })
  ).statusCode === 200;

describe('POST /auth/forgot-password', () => {
  it('answers the same for an existing and an unknown address, and mails only the account', async () => {
    const account = await newAccount();
    const known = await forgot({ email: account.email });
    const unknown = await forgot({ email: 'no-such-account@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      success: true,
      message: 'Password reset instructions have been sent to your email',
    });
    const sameHeaders = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => k !== 'date')
        .sort();
    expect(sameHeaders(known.headers)).toEqual(sameHeaders(unknown.headers));

    expect(await mailsTo(t.app, t.db, 'no-such-account@example.com')).toEqual([]);
    const mails = (await mailsTo(t.app, t.db, account.email)).filter((m) => m.subject.includes('Reset'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Amicus password');
  });

  it('mails a link APP_URL/reset-password?token=…&email=… whose token is stored only as a digest', async () => {
    const account = await newAccount();
    await forgot({ email: account.email.toUpperCase() });
    const [mail] = (await mailsTo(t.app, t.db, account.email)).filter((m) => m.subject.includes('Reset'));
    const link = resetLinkOf(mail!);
    expect(`${link.origin}${link.pathname}`).toBe('http://amicus.test/reset-password');
    expect([...link.searchParams.keys()].sort()).toEqual(['email', 'token']);
    expect(link.searchParams.get('email')).toBe(account.email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail!.html).toContain('reset-password?token=');

    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sends nothing to a deactivated account, with the same answer', async () => {
    const account = await newAccount();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.id));
    const response = await forgot({ email: account.email });
    expect(response.statusCode).toBe(200);
    const mails = (await mailsTo(t.app, t.db, account.email)).filter((m) => m.subject.includes('Reset'));
    expect(mails).toEqual([]);
  });

  it('asks for an address, and a valid one', async () => {
    for (const [payload, message] of [
      [{}, 'Please enter your email address'],
      [{ email: '  ' }, 'Please enter your email address'],
      [{ email: 'not-an-address' }, 'Invalid email address'],
    ] as const) {
      const response = await forgot(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: [{ path: 'email' }] });
    }
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once, ends every session, and the link cannot be used again', async () => {
    const account = await newAccount();
    const sessions = [await login(t.app, account.username, account.password)];
    sessions.push(await login(t.app, account.email, account.password));
    const { token, email } = await requestToken(account.email);
    const newPassword = 'Reset#Passphrase-2026';

    const response = await reset({ token, email, newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your password has been reset successfully' });

    for (const session of sessions) {
      expect(await stillWorks(session)).toBe(false);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { cookie: session.cookie },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    await expect(login(t.app, account.username, account.password)).rejects.toThrow(/401/);
    await login(t.app, account.username, newPassword);

    const again = await reset({ token, email, newPassword: 'Another#Passphrase-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(invalidLink);
    await login(t.app, account.username, newPassword);
  });

  it('refuses a token after its hour is up', async () => {
    const account = await newAccount();
    const { token, email } = await requestToken(account.email);
    clock.advance(60 * 60_000 + 1000);
    const response = await reset({ token, email, newPassword: 'Late#Passphrase-2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(invalidLink);
    await login(t.app, account.username, account.password);
  });

  it('accepts a token just inside its hour', async () => {
    const account = await newAccount();
    const { token, email } = await requestToken(account.email);
    clock.advance(59 * 60_000);
    expect((await reset({ token, email, newPassword: 'OnTime#Passphrase-26' })).statusCode).toBe(200);
  });

  it('voids older tokens when a new link is requested', async () => {
    const account = await newAccount();
    const older = await requestToken(account.email);
    const newer = await requestToken(account.email);
    expect(newer.token).not.toBe(older.token);
    const stale = await reset({ ...older, newPassword: 'Older#Passphrase-2026' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject(invalidLink);
    expect((await reset({ ...newer, newPassword: 'Newer#Passphrase-2026' })).statusCode).toBe(200);
    await login(t.app, account.username, 'Newer#Passphrase-2026');
  });

  it('binds the token to the address it was sent to', async () => {
    const account = await newAccount();
    const other = await newAccount();
    const { token } = await requestToken(account.email);
    const response = await reset({ token, email: other.email, newPassword: 'Hijack#Passphrase-26' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(invalidLink);
    await login(t.app, other.username, other.password);
    // The rightful address can still use it, in any letter case.
    const rightful = await reset({
      token,
      email: account.email.toUpperCase(),
      newPassword: 'Mine#Passphrase-2026',
    });
    expect(rightful.statusCode).toBe(200);
  });

  it('refuses a common or short new password and leaves the link usable', async () => {
    const account = await newAccount();
    const { token, email } = await requestToken(account.email);
    for (const newPassword of ['password1', '12345678', 'Password1!']) {
      const response = await reset({ token, email, newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: 'This password is too common. Please choose a less common password.',
        errors: [
          {
            path: 'newPassword',
            message: 'This password is too common. Please choose a less common password.',
          },
        ],
      });
    }
    const short = await reset({ token, email, newPassword: 'abc1!' });
    expect(short.json()).toMatchObject({ message: 'Password must be at least 8 characters' });
    await login(t.app, account.username, account.password);
    expect((await reset({ token, email, newPassword: 'Finally#Passphrase-9' })).statusCode).toBe(200);
  });

  it('answers "Invalid or expired token" for a missing or made-up token', async () => {
    for (const payload of [
      { email: 'a@example.com', newPassword: 'Some#Passphrase-2026' },
      { token: 'made-up', email: 'a@example.com', newPassword: 'Some#Passphrase-2026' },
    ]) {
      const response = await reset(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(invalidLink);
    }
  });
});
