import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, newUserBody, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooCommon = 'This password is too common. Please choose a less common password.';

/** A password of exactly `length` characters that passes the sign-up rule, ending in `last`. */
const longPassword = (length: number, last = 'a') => `Aa1#${'x'.repeat(length - 5)}${last}`;

const signup = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: newUserBody({ password }) });

const loginStatus = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } }))
    .statusCode;

describe('password length', () => {
  it('accepts 128- and 1,024-character passwords whole: only the exact password signs in', async () => {
    for (const length of [128, 1024]) {
      const password = longPassword(length);
      expect(password).toHaveLength(length);
      const body = newUserBody({ password });
      const created = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
      expect(created.statusCode).toBe(201);
      expect(await loginStatus(body.username, password)).toBe(200);
      // A truncating hash would accept these.
      expect(await loginStatus(body.username, longPassword(length, 'b'))).toBe(401);
      expect(await loginStatus(body.username, password.slice(0, -1))).toBe(401);
    }
  });

  it('refuses 1,025 characters with a clear message at sign-up, login and reset', async () => {
    const password = longPassword(1025);
    const message = 'Password must be at most 1024 characters';
    const signupResponse = await signup(password);
    expect(signupResponse.statusCode).toBe(400);
    expect(signupResponse.json()).toMatchObject({ message, errors: [{ path: 'password' }] });

    const loginResponse = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'anyone', password },
    });
    expect(loginResponse.statusCode).toBe(400);
    expect(loginResponse.json()).toMatchObject({ message });

    const resetResponse = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: 'x', email: 'a@example.com', newPassword: password },
    });
    expect(resetResponse.json()).toMatchObject({ message, errors: [{ path: 'newPassword' }] });
  });
});

describe('common passwords', () => {
  it('are refused on change, whatever their case, and the old password keeps working', async () => {
    const body = newUserBody();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body })).statusCode,
    ).toBe(201);
    const session = await login(t.app, body.username, body.password);
    for (const newPassword of ['password1', '12345678', 'PASSWORD1', 'qwerty123$']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: { authorization: `Bearer ${session.token}` },
        payload: { currentPassword: body.password, newPassword },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: tooCommon,
        errors: [{ path: 'newPassword', message: tooCommon }],
      });
    }
    await login(t.app, body.username, body.password);
  });

  it('are refused at sign-up when dressed up to pass the rule, while a strong password is taken', async () => {
    for (const password of ['Password1!', 'Qwerty123#', 'Dragon2024!', 'iloveyou1$']) {
      const response = await signup(password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: tooCommon, errors: [{ path: 'password' }] });
    }
    expect((await signup('Lantern#Orchard-58')).statusCode).toBe(201);
  });
});
