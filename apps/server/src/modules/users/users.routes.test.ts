import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditMessages, MAX_CREDIT_BALANCE } from '@amicus/contract/credits/schemas';
import { auditLog, creditLedger, users } from '../../db/schema/index';
import { createAccount, signIn } from '../../../test/admin-fixtures';
import {
  asUser,
  createTestApp,
  loginAdmin,
  newUserBody,
  type Session,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
let admin: Session;
let asAdmin: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
  asAdmin = asUser(t.app, admin);
});
afterAll(() => t.close());

const auditOf = (entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

describe('GET /users', () => {
  it('lists every account in the field users, without password hashes', async () => {
    const account = await createAccount(t.app, admin);
    const response = await asAdmin({ method: 'GET', url: '/api/v1/users' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.users.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([account.id, admin.user.id]),
    );
    expect(response.body).not.toMatch(/passwordHash|argon2/);
  });
});

describe('GET /users/:id', () => {
  it('answers the user, or 404 for an unknown id', async () => {
    const account = await createAccount(t.app, admin);
    const found = await asAdmin({ method: 'GET', url: `/api/v1/users/${account.id}` });
    expect(found.json().user).toMatchObject({ id: account.id, email: account.email, role: 'user' });
    const missing = await asAdmin({ method: 'GET', url: '/api/v1/users/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'User not found' });
  });
});

describe('POST /users', () => {
  it('creates an active user by default, with the sign-up credits, who can sign in', async () => {
    const body = newUserBody();
    const response = await asAdmin({ method: 'POST', url: '/api/v1/users', payload: body });
    expect(response.statusCode).toBe(201);
    const { user, message } = response.json();
    expect(message).toBe('User created successfully');
    expect(user).toMatchObject({ email: body.email, username: body.username, role: 'user', isActive: true });
    expect(user.credits).toBe(t.config.credits.signup);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toMatchObject([{ reason: 'signup', amount: t.config.credits.signup }]);
    const session = await signIn(t.app, { ...body, id: user.id });
    expect(session.user.id).toBe(user.id);
  });

  it('creates an admin or an inactive account when asked', async () => {
    const body = { ...newUserBody(), role: 'admin', isActive: false };
    const { user } = (await asAdmin({ method: 'POST', url: '/api/v1/users', payload: body })).json();
    expect(user).toMatchObject({ role: 'admin', isActive: false });
  });

  it('refuses bad fields with a message naming the rule, and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ password: 'short1!' }, 'Password must be at least 8 characters'],
      [{ password: 'password123' }, 'This password is too common. Please choose a less common password.'],
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [
        { username: 'has space' },
        'Username may only contain letters, numbers, dots, hyphens and underscores',
      ],
      [{ role: 'superuser' }, 'role must be one of: user, admin'],
    ];
    for (const [override, message] of cases) {
      const body = { ...newUserBody(), ...override };
      const response = await asAdmin({ method: 'POST', url: '/api/v1/users', payload: body });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toBe(message);
      const rows = await t.db
        .select()
        .from(users)
        .where(eq(users.username, String(body.username)));
      expect(rows).toHaveLength(0);
    }
  });

  it('answers 409 for a taken e-mail or username, in any case', async () => {
    const account = await createAccount(t.app, admin);
    const sameEmail = { ...newUserBody(), email: account.email.toUpperCase() };
    const r1 = await asAdmin({ method: 'POST', url: '/api/v1/users', payload: sameEmail });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toBe('An account with this email already exists');
    const sameUsername = { ...newUserBody(), username: account.username.toUpperCase() };
    const r2 = await asAdmin({ method: 'POST', url: '/api/v1/users', payload: sameUsername });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toBe('This username is already taken');
  });
});

describe('PUT /users/:id', () => {
  const edit = (
    account: { name: string; email: string; username: string },
    extra: Record<string, unknown> = {},
  ) => ({
    name: account.name,
    email: account.email,
    username: account.username,
    role: 'user',
    isActive: true,
    ...extra,
  });

  it('changes the fields and keeps the password when it is empty or absent', async () => {
    const account = await createAccount(t.app, admin);
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${account.id}`,
      payload: edit(account, { name: 'Renamed Person', password: '' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User updated successfully',
      user: { name: 'Renamed Person' },
    });
    await expect(signIn(t.app, account)).resolves.toBeTruthy();
  });

  it('sets a new password when one is given, ending the sessions the user had', async () => {
    const account = await createAccount(t.app, admin);
    const session = await signIn(t.app, account);
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${account.id}`,
      payload: edit(account, { password: 'Brand-new#Secret42' }),
    });
    expect(response.statusCode).toBe(200);
    await expect(signIn(t.app, account)).rejects.toThrow(/401/);
    await expect(signIn(t.app, { ...account, password: 'Brand-new#Secret42' })).resolves.toBeTruthy();
    const old = await asUser(t.app, session)({ method: 'GET', url: '/api/v1/auth/profile' });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a too-short password and changes nothing', async () => {
    const account = await createAccount(t.app, admin);
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${account.id}`,
      payload: edit(account, { name: 'Should Not Stick', password: 'short' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be at least 8 characters');
    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.name).toBe(account.name);
  });

  it('answers 409 when the new e-mail belongs to someone else', async () => {
    const [a, b] = [await createAccount(t.app, admin), await createAccount(t.app, admin)];
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${a.id}`,
      payload: edit(a, { email: b.email }),
    });
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await asAdmin({
      method: 'PUT',
      url: '/api/v1/users/999999',
      payload: edit(newUserBody()),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('deactivation', () => {
  it('refuses the sign-in, the access token and the refresh token the user already holds', async () => {
    const account = await createAccount(t.app, admin);
    const session = await signIn(t.app, account);
    expect((await asUser(t.app, session)({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(
      200,
    );

    const response = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${account.id}`,
      payload: {
        name: account.name,
        email: account.email,
        username: account.username,
        role: 'user',
        isActive: false,
      },
    });
    expect(response.json().user.isActive).toBe(false);

    expect((await asUser(t.app, session)({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(
      401,
    );
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: account.username, password: account.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Your account has been deactivated. Please contact support.');
  });
});

describe('DELETE /users/:id', () => {
  it('removes the account and answers 404 afterwards', async () => {
    const account = await createAccount(t.app, admin);
    const response = await asAdmin({ method: 'DELETE', url: `/api/v1/users/${account.id}` });
    expect(response.json()).toEqual({ success: true, message: 'User deleted successfully' });
    expect((await asAdmin({ method: 'GET', url: `/api/v1/users/${account.id}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: `/api/v1/users/${account.id}` })).statusCode).toBe(404);
  });
});

describe('self-protection', () => {
  it('an admin cannot delete, deactivate or demote themselves', async () => {
    const me = admin.user;
    const self = { name: 'Administrator', email: me.email, username: me.username };
    const cases: [Parameters<typeof asAdmin>[0], string][] = [
      [{ method: 'DELETE', url: `/api/v1/users/${me.id}` }, 'You cannot delete your own account'],
      [
        {
          method: 'PUT',
          url: `/api/v1/users/${me.id}`,
          payload: { ...self, role: 'admin', isActive: false },
        },
        'You cannot deactivate your own account',
      ],
      [
        { method: 'PUT', url: `/api/v1/users/${me.id}`, payload: { ...self, role: 'user', isActive: true } },
        'You cannot remove your own administrator role',
      ],
    ];
    for (const [request, message] of cases) {
      const response = await asAdmin(request);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ role: 'admin', isActive: true });
  });

  it('lets an admin edit their own name while staying an active admin', async () => {
    const other = await createAccount(t.app, admin, { role: 'admin' });
    const session = await signIn(t.app, other);
    const response = await asUser(
      t.app,
      session,
    )({
      method: 'PUT',
      url: `/api/v1/users/${other.id}`,
      payload: {
        name: 'Second Admin',
        email: other.email,
        username: other.username,
        role: 'admin',
        isActive: true,
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the last active admin', () => {
  it('cannot be demoted: two admins demoting each other at once, one wins and one admin remains', async () => {
    // A fresh app, so its only active admins are the seeded one and one more.
    const own = await createTestApp();
    try {
      const seeded = await loginAdmin(own.app);
      const other = await createAccount(own.app, seeded, { role: 'admin' });
      const second = await signIn(own.app, other);
      const demote = (
        session: Session,
        target: { id: number; name: string; email: string; username: string },
      ) =>
        asUser(
          own.app,
          session,
        )({
          method: 'PUT',
          url: `/api/v1/users/${target.id}`,
          payload: {
            name: target.name,
            email: target.email,
            username: target.username,
            role: 'user',
            isActive: true,
          },
        });
      const results = await Promise.all([
        demote(seeded, other),
        demote(second, { ...seeded.user, name: 'Administrator' }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      // The loser is refused: 409 when it passed its guard before the winner committed, else 403.
      expect([403, 409]).toContain(codes[1]);
      const loser = results.find((r) => r.statusCode === 409);
      if (loser) expect(loser.json().message).toBe('At least one active administrator must remain');
      const admins = await own.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
      expect(admins).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('POST /users/:id/credits', () => {
  it('adds and removes credits through the ledger with reason admin, never below zero', async () => {
    const account = await createAccount(t.app, admin);
    const start = t.config.credits.signup;
    const add = await asAdmin({
      method: 'POST',
      url: `/api/v1/users/${account.id}/credits`,
      payload: { amount: 25, note: 'goodwill' },
    });
    expect(add.json().user.credits).toBe(start + 25);
    const tooMuch = await asAdmin({
      method: 'POST',
      url: `/api/v1/users/${account.id}/credits`,
      payload: { amount: -(start + 26) },
    });
    expect(tooMuch.statusCode).toBe(400);
    const ledger = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, account.id))
      .orderBy(creditLedger.id);
    expect(ledger.map((l) => [l.reason, l.amount, l.balanceAfter])).toEqual([
      ['signup', start, start],
      ['admin', 25, start + 25],
    ]);
    const zero = await asAdmin({
      method: 'POST',
      url: `/api/v1/users/${account.id}/credits`,
      payload: { amount: 0 },
    });
    expect(zero.statusCode).toBe(400);
  });

  it('refuses to take a balance past the largest it can hold, changing nothing', async () => {
    const account = await createAccount(t.app, admin);
    await t.db
      .update(users)
      .set({ credits: MAX_CREDIT_BALANCE - 5 })
      .where(eq(users.id, account.id));
    const over = await asAdmin({
      method: 'POST',
      url: `/api/v1/users/${account.id}/credits`,
      payload: { amount: 10 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(creditMessages.balanceTooLarge);
    const [row] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, account.id));
    expect(row!.credits).toBe(MAX_CREDIT_BALANCE - 5);
    const fits = await asAdmin({
      method: 'POST',
      url: `/api/v1/users/${account.id}/credits`,
      payload: { amount: 5 },
    });
    expect(fits.json().user.credits).toBe(MAX_CREDIT_BALANCE);
  });
});

describe('audit', () => {
  it('records create, update and delete with the changed fields and never a password', async () => {
    const body = newUserBody();
    const created = (await asAdmin({ method: 'POST', url: '/api/v1/users', payload: body })).json().user;
    await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${created.id}`,
      payload: {
        name: 'Audited Name',
        email: body.email,
        username: body.username,
        role: 'user',
        isActive: true,
        password: 'Another#Secret-77',
      },
    });
    const entries = await auditOf(created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[0]!.changes).toMatchObject({ email: { to: body.email }, password: { to: '[redacted]' } });
    expect(entries[1]!.changes).toMatchObject({
      name: { from: body.name, to: 'Audited Name' },
      password: { from: '[redacted]', to: '[redacted]' },
    });
    expect(Object.keys(entries[1]!.changes).sort()).toEqual(['name', 'password', 'request']);

    // Once the account is deleted, its entries keep who did what and when, but nothing of the person.
    await asAdmin({ method: 'DELETE', url: `/api/v1/users/${created.id}` });
    const after = await auditOf(created.id);
    expect(after.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    for (const entry of after) expect(entry.actorId).toBe(admin.user.id);
    expect(after.slice(0, 2).map((e) => e.changes)).toEqual([{ erased: true }, { erased: true }]);
    expect(after[2]!.changes).toEqual({ role: { from: 'user' }, request: expect.anything() });
    expect(JSON.stringify(after)).not.toContain(body.email);
    const serialized = JSON.stringify(entries);
    expect(serialized).not.toContain(body.password);
    expect(serialized).not.toContain('Another#Secret-77');
    expect(serialized).not.toMatch(/argon2/);
  });
});
