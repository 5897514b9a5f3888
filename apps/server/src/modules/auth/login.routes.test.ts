import { performance } from 'node:perf_hooks';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { clientAddress } from '../../../test/client-address';
import { createTestApp, newUserBody, TEST_ADMIN, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../../domain/accounts/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginAs = (payload: Record<string, unknown>, remoteAddress = clientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress });

async function newAccount() {
  const body = newUserBody();
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
  expect(response.statusCode).toBe(201);
  return { ...body, id: response.json().data.id as number };
}

const invalid = {
  success: false,
  code: 'UNAUTHENTICATED',
  message: 'Invalid credentials. Please try again.',
};

describe('POST /auth/login', () => {
  it('signs in by e-mail or username, in any case, and sets the refresh cookie', async () => {
    const body = await newAccount();
    for (const username of [body.email.toUpperCase(), body.username, ` ${body.username.toUpperCase()} `]) {
      const response = await loginAs({ username, password: body.password });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({
        success: true,
        message: 'You have been logged in successfully',
        user: { username: body.username, role: 'user' },
      });
      expect(answer.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      // The refresh token travels only in the HttpOnly cookie, never in the JSON.
      expect(Object.keys(answer).sort()).toEqual(['message', 'success', 'token', 'user']);
      expect(JSON.stringify(answer)).not.toMatch(/refresh|password/i);
      const cookie = response.cookies.find((c) => c.name === 'amicus_refresh');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
      expect(cookie!.maxAge).toBe(30 * 86_400);
    }
  });

  it('signs in the seeded admin with role admin', async () => {
    const response = await loginAs({ username: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('admin');
  });

  it('answers 400 "Please fill in all fields" when a field is missing or blank', async () => {
    for (const payload of [
      { password: 'Whatever#123' },
      { username: 'someone' },
      { username: '   ', password: 'Whatever#123' },
      { username: 'someone', password: '' },
      {},
    ]) {
      const response = await loginAs(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Please fill in all fields' });
    }
  });

  it('answers 401 with the same message for a wrong password and for an unknown account', async () => {
    const body = await newAccount();
    const wrong = await loginAs({ username: body.username, password: `${body.password}x` });
    const unknown = await loginAs({ username: 'nobody-here@example.com', password: body.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalid);
    expect(unknown.json()).toEqual(invalid);
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses a deactivated account: 403 with the right password, the usual 401 without it', async () => {
    const body = await newAccount();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, body.id));
    const right = await loginAs({ username: body.email, password: body.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Your account has been deactivated. Please contact support.',
    });
    expect(right.cookies).toEqual([]);
    const wrong = await loginAs({ username: body.email, password: 'Not-the#password1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalid);
  });

  it('pays the argon2 cost for an unknown account as for a known one', async () => {
    const body = await newAccount();
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const timed = async (username: string) => {
      const start = performance.now();
      const response = await loginAs({ username, password: 'Wrong#Password-42' });
      expect(response.statusCode).toBe(401);
      return performance.now() - start;
    };
    // The bare cost of one verify with the same parameters is the yardstick, measured in step with the
    // sign-ins so that a burst of machine load touches all three series alike.
    const storedHash = await hashPassword('Baseline#Password-42');
    const bareVerify = async () => {
      const start = performance.now();
      await verify(storedHash, 'Wrong#Password-42');
      return performance.now() - start;
    };
    await timed('warm-up-unknown@example.com');
    const bare: number[] = [];
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 7; i++) {
      bare.push(await bareVerify());
      unknown.push(await timed(`unknown-${i}@example.com`));
      known.push(await timed(body.username));
    }
    // Without the dummy verify an unknown account answers after one index lookup, a small fraction of this.
    expect(median(unknown)).toBeGreaterThan(median(bare) * 0.5);
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
