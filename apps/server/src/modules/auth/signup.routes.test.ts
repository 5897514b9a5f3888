import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../db/schema/index';
import { createTestApp, newUserBody, type TestApp } from '../../../test/test-app';
import { mailsTo } from '../../../test/outbox';

let t: TestApp;
beforeAll(async () => {
  // A non-default grant, so the test proves the configured value is used.
  t = await createTestApp({ env: { SIGNUP_CREDITS: '7' } });
});
afterAll(() => t.close());

const signup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload });

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row!.n;
}

/** Asserts a 400 naming `path` with `message`, and that no account was created. */
async function expectRefused(payload: Record<string, unknown>, path: string, message: string) {
  const before = await userCount();
  const response = await signup(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, message, errors: [{ path, message }] });
  expect(await userCount()).toBe(before);
}

describe('POST /auth/signup', () => {
  it('creates a user account and grants SIGNUP_CREDITS through the credit ledger', async () => {
    const body = newUserBody({ email: 'New.Person@Example.COM' });
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({
      success: true,
      message: 'Account created successfully. Please check your email for verification instructions.',
      data: {
        name: body.name,
        username: body.username,
        email: 'new.person@example.com',
        role: 'user',
        isActive: true,
        credits: 7,
        profileImage: null,
      },
    });
    expect(JSON.stringify(answer)).not.toMatch(/password|argon2/i);

    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, answer.data.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        amount: 7,
        balanceAfter: 7,
        reason: 'signup',
        reference: `signup:${answer.data.id}`,
      }),
    ]);
    const [stored] = await t.db.select().from(users).where(eq(users.id, answer.data.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.passwordHash).not.toContain(body.password);

    const [welcome] = await mailsTo(t.app, t.db, 'new.person@example.com');
    expect(welcome).toMatchObject({ subject: 'Welcome to Amicus', status: 'logged' });
  });

  it('answers 400 "Please fill in all fields" for each missing or blank field and creates nothing', async () => {
    for (const field of ['name', 'email', 'username', 'password'] as const) {
      const body: Record<string, unknown> = newUserBody();
      delete body[field];
      await expectRefused(body, field, 'Please fill in all fields');
      await expectRefused(
        { ...newUserBody(), [field]: field === 'password' ? '' : '   ' },
        field,
        'Please fill in all fields',
      );
    }
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Request body is not valid JSON',
    });
  });

  it('refuses a malformed e-mail address', async () => {
    for (const email of ['not-an-email', 'a@b', 'someone@@example.com', 'two words@example.com']) {
      await expectRefused(newUserBody({ email }), 'email', 'Invalid email address');
    }
  });

  it('refuses passwords that break the sign-up rule (8+ characters, a digit, a listed special character)', async () => {
    const rule = 'Password must be at least 8 characters with 1 number and 1 special character';
    for (const password of ['Sh0rt#x', 'NoDigitsHere#', 'NoSpecial123', 'Tilde~Only123', 'Under_score99']) {
      await expectRefused(newUserBody({ password }), 'password', rule);
    }
  });

  it('refuses name and username shorter than 2 characters with the spec messages', async () => {
    await expectRefused(newUserBody({ name: 'A' }), 'name', 'Name must be at least 2 characters');
    await expectRefused(newUserBody({ username: 'b' }), 'username', 'Username must be at least 2 characters');
  });

  it('refuses a common password dressed up to pass the rule', async () => {
    await expectRefused(
      newUserBody({ password: 'Password1!' }),
      'password',
      'This password is too common. Please choose a less common password.',
    );
  });

  it('answers 409 for a taken e-mail, whatever its case, and creates nothing', async () => {
    const first = newUserBody();
    expect((await signup(first)).statusCode).toBe(201);
    const before = await userCount();
    const response = await signup(newUserBody({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'An account with this email already exists',
      errors: [{ path: 'email', message: 'An account with this email already exists' }],
    });
    expect(await userCount()).toBe(before);
  });

  it('answers 409 for a taken username, compared case-insensitively', async () => {
    const first = newUserBody({ username: 'CaseName' });
    expect((await signup(first)).statusCode).toBe(201);
    const response = await signup(newUserBody({ username: 'casename' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This username is already taken',
      errors: [{ path: 'username' }],
    });
  });

  it('ignores role, credits, isActive and other extra fields', async () => {
    const body = {
      ...newUserBody(),
      role: 'admin',
      credits: 100000,
      isActive: false,
      id: 1,
      passwordHash: 'x',
    };
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ role: 'user', credits: 7, isActive: true });
    const [stored] = await t.db.select().from(users).where(eq(users.username, body.username));
    expect(stored).toMatchObject({ role: 'user', credits: 7, isActive: true });
    expect(stored!.id).not.toBe(1);
  });
});
