import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@amicus/contract/common/messages';
import { throttleRules } from '../../http/throttle';
import { clientAddress } from '../../../test/client-address';
import { mailsTo, requestResetToken } from '../../../test/outbox';
import { createTestApp, newUserBody, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (
  payload: Record<string, unknown>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress, headers });

const forgot = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress });

async function newAccount() {
  const body = newUserBody();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: body,
    remoteAddress: clientAddress(),
  });
  expect(response.statusCode).toBe(201);
  return body;
}

/** A 429 with Retry-After (whole seconds within the rule's window) and a message saying how long to wait. */
function expectLimited(
  response: LightMyRequestResponse,
  windowSeconds: number,
  message: (seconds: number) => string = messages.auth.tooManyAttempts,
) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: message(retryAfter) });
}

describe('sign-in limits', () => {
  const perIp = throttleRules.loginByIp;
  const perSource = throttleRules.loginByAccountAndIp;
  const perAccount = throttleRules.loginByAccount;

  it(`allows ${perIp.points} failed sign-ins per address, counting only failures, then answers 429`, async () => {
    const account = await newAccount();
    const address = clientAddress();
    // Without TRUST_PROXY a forged X-Forwarded-For does not make the attempts come from elsewhere.
    const fail = (i: number) =>
      login({ username: `nobody-${i}@example.com`, password: 'Wrong#Pass-1' }, address, {
        'x-forwarded-for': `203.0.113.${i % 250}`,
      });
    for (let i = 0; i < perIp.points - 1; i++) expect((await fail(i)).statusCode).toBe(401);
    // A success gives its attempt back.
    expect(
      (await login({ username: account.username, password: account.password }, address)).statusCode,
    ).toBe(200);
    expect((await fail(998)).statusCode).toBe(401);
    expectLimited(await fail(999), perIp.duration);
    // The limit holds even for the right password, and leaves other addresses alone.
    expectLimited(
      await login({ username: account.username, password: account.password }, address),
      perIp.duration,
    );
    expect(
      (await login({ username: account.username, password: account.password }, clientAddress())).statusCode,
    ).toBe(200);
  });

  it(`allows ${perSource.points} failed sign-ins per account from one address, by e-mail and username together`, async () => {
    const account = await newAccount();
    const guesser = clientAddress();
    for (let i = 0; i < perSource.points; i++) {
      const username = i % 2 === 0 ? account.email : account.username.toUpperCase();
      expect((await login({ username, password: `Wrong#Pass-${i}` }, guesser)).statusCode).toBe(401);
    }
    expectLimited(
      await login({ username: account.username, password: account.password }, guesser),
      perSource.duration,
      messages.auth.accountLocked,
    );
    // The guesser's address is stopped; the owner, elsewhere, is not.
    expect(
      (await login({ username: account.username, password: account.password }, clientAddress())).statusCode,
    ).toBe(200);
  });

  it(`pauses an account after ${perAccount.points} failures from many addresses, but not for a browser that signed in before, and tells its owner once`, async () => {
    const account = await newAccount();
    const before = await login({ username: account.username, password: account.password }, clientAddress());
    expect(before.statusCode).toBe(200);
    const mark = ([] as string[])
      .concat(before.headers['set-cookie'] ?? [])
      .find((header) => header.startsWith('amicus_device='))!
      .split(';')[0]!;
    for (let i = 0; i < perAccount.points; i++) {
      const response = await login({ username: account.username, password: 'Wrong#Pass-1' }, clientAddress());
      expect(response.statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i++)
      expectLimited(
        await login({ username: account.username, password: account.password }, clientAddress()),
        perAccount.duration,
        messages.auth.accountLocked,
      );
    // Its owner's browser, which signed in before, still gets in.
    expect(
      (
        await login({ username: account.username, password: account.password }, clientAddress(), {
          cookie: mark,
        })
      ).statusCode,
    ).toBe(200);
    // A mark for another account, or forged, does not.
    const forged = mark.replace(/\.[^.]+$/, '.forged-signature');
    for (let i = 0; i < perAccount.points; i++)
      await login({ username: account.username, password: 'Wrong#Pass-1' }, clientAddress());
    expectLimited(
      await login({ username: account.username, password: account.password }, clientAddress(), {
        cookie: forged,
      }),
      perAccount.duration,
      messages.auth.accountLocked,
    );
    const notices = (await mailsTo(t.app, t.db, account.email)).filter((mail) =>
      mail.subject.includes('paused'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('/forgot-password');
  });

  it('limits an unknown account name exactly like a known one', async () => {
    for (let i = 0; i < perAccount.points; i++) {
      const response = await login({ username: 'ghost-account', password: 'Wrong#Pass-1' }, clientAddress());
      expect(response.statusCode).toBe(401);
    }
    expectLimited(
      await login({ username: 'ghost-account', password: 'Wrong#Pass-1' }, clientAddress()),
      perAccount.duration,
      messages.auth.accountLocked,
    );
  });

  it("clears an account's failures when the right password is given", async () => {
    const account = await newAccount();
    for (let i = 0; i < perAccount.points - 1; i++) {
      await login({ username: account.username, password: 'Wrong#Pass-1' }, clientAddress());
    }
    expect((await login(account, clientAddress())).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const response = await login({ username: account.username, password: 'Wrong#Pass-1' }, clientAddress());
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('an account locked by failed sign-ins', () => {
  it('opens again for its owner after a password reset', async () => {
    const account = await newAccount();
    for (let i = 0; i < throttleRules.loginByAccount.points; i++) {
      await login({ username: account.username, password: 'Wrong#Pass-1' }, clientAddress());
    }
    const locked = await login(account, clientAddress());
    expectLimited(locked, throttleRules.loginByAccount.duration, messages.auth.accountLocked);
    expect(locked.json().message).toContain('Reset your password to sign in now');
    const { token, email } = await requestResetToken(t.app, t.db, account.email, clientAddress());
    const newPassword = 'Unlocked#Passphrase-5';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, email, newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await login({ username: account.username, password: newPassword }, clientAddress())).statusCode,
    ).toBe(200);
  });
});

describe('password-reset request limits', () => {
  const perIp = throttleRules.forgotByIp;
  const perAccount = throttleRules.forgotByAccount;

  it(`allows ${perIp.points} requests per address an hour`, async () => {
    const address = clientAddress();
    for (let i = 0; i < perIp.points; i++) {
      expect((await forgot(`someone-${i}@example.com`, address)).statusCode).toBe(200);
    }
    expectLimited(await forgot('someone-else@example.com', address), perIp.duration);
    expect((await forgot('someone-else@example.com', clientAddress())).statusCode).toBe(200);
  });

  it(`allows ${perAccount.points} requests per address asked about, known or not, from anywhere`, async () => {
    const account = await newAccount();
    for (const email of [account.email, 'unknown-person@example.com']) {
      for (let i = 0; i < perAccount.points; i++) {
        expect((await forgot(email, clientAddress())).statusCode).toBe(200);
      }
      expectLimited(await forgot(email.toUpperCase(), clientAddress()), perAccount.duration);
    }
  });
});

describe('sign-up limits', () => {
  it(`allows ${throttleRules.signupByIp.points} sign-up attempts per address an hour`, async () => {
    const address = clientAddress();
    // Refused for a common password after being counted: the cheapest attempt that still reaches the limiter.
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: newUserBody({ password: 'Password1!' }),
        remoteAddress: address,
      });
    for (let i = 0; i < throttleRules.signupByIp.points; i++) expect((await attempt()).statusCode).toBe(400);
    expectLimited(await attempt(), throttleRules.signupByIp.duration);
  });
});

describe('Retry-After', () => {
  it('is the time left in the window, not a token second', async () => {
    const address = clientAddress();
    for (let i = 0; i < throttleRules.forgotByIp.points; i++)
      await forgot(`countdown-${i}@example.com`, address);
    const response = await forgot('countdown@example.com', address);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(throttleRules.forgotByIp.duration - 60);
  });
});
