import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories } from '../../db/schema/index';
import {
  createAccount,
  insertSubscription,
  planIdByName,
  signIn,
  type Account,
} from '../../../test/admin-fixtures';
import { asUser, createTestApp, loginAdmin, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Session;
let asAdmin: ReturnType<typeof asUser>;
let account: Account;
let userSession: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
  asAdmin = asUser(t.app, admin);
  account = await createAccount(t.app, admin);
  userSession = await signIn(t.app, account);
});
afterAll(() => t.close());

const entriesFor = (entityType: string, entityId: number | string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .orderBy(auditLog.id)
    .then((rows) => rows.filter((r) => r.entityType === entityType));

const latest = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('audit of admin writes, written by each service in its transaction', () => {
  it('records category create, update and delete with only the changed fields', async () => {
    const created = await asAdmin({
      method: 'POST',
      url: '/api/v1/categories',
      payload: { name: 'Audit Law', description: 'Before', isActive: true },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await asAdmin({
      method: 'PUT',
      url: `/api/v1/categories/${id}`,
      payload: { name: 'Audit Law', description: 'After', isActive: false },
    });
    await asAdmin({ method: 'DELETE', url: `/api/v1/categories/${id}` });

    const entries = await entriesFor('category', id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['create', admin.user.id],
      ['update', admin.user.id],
      ['delete', admin.user.id],
    ]);
    expect(entries[0]!.changes).toMatchObject({ name: { to: 'Audit Law' }, description: { to: 'Before' } });
    expect(entries[1]!.changes).toEqual({
      description: { from: 'Before', to: 'After' },
      isActive: { from: true, to: false },
      request: { method: 'PUT', path: '/categories/:id' },
    });
    expect(entries[2]!.changes).toMatchObject({ name: { from: 'Audit Law' } });
  });

  it('records question writes', async () => {
    const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
    const created = await asAdmin({
      method: 'POST',
      url: '/api/v1/questions',
      payload: { title: 'Audited question', content: 'Text', categoryId: category!.id, isActive: true },
    });
    const id = created.json().data.id as number;
    await asAdmin({
      method: 'PUT',
      url: `/api/v1/questions/${id}`,
      payload: { title: 'Audited question v2', content: 'Text', categoryId: category!.id, isActive: true },
    });
    const entries = await entriesFor('question', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes).toMatchObject({
      title: { from: 'Audited question', to: 'Audited question v2' },
    });
  });

  it('records plan create, update and delete', async () => {
    const created = await asAdmin({
      method: 'POST',
      url: '/api/v1/subscription',
      payload: { name: 'Audit Plan', price: 1500, creditAmount: 150, interval: 'month', features: ['A'] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    await asAdmin({ method: 'PUT', url: `/api/v1/subscription/${id}`, payload: { price: 1900 } });
    await asAdmin({ method: 'DELETE', url: `/api/v1/subscription/${id}` });
    const entries = await entriesFor('plan', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[0]!.changes).toMatchObject({ price: { to: 1500 }, creditAmount: { to: 150 } });
    expect(entries[1]!.changes).toMatchObject({ price: { from: 1500, to: 1900 } });
  });

  it("records an admin's cancellation of a subscription, but not a user's own", async () => {
    const planId = await planIdByName(t.db, 'Basic');
    const subscriptionId = await insertSubscription(t.db, account.id, planId);
    const cancelled = await asAdmin({
      method: 'DELETE',
      url: `/api/v1/subscription/unsub/${subscriptionId}`,
    });
    expect(cancelled.statusCode).toBe(200);
    const [entry] = await entriesFor('subscription', subscriptionId);
    expect(entry).toMatchObject({ action: 'cancel', actorId: admin.user.id });
    expect(entry!.changes).toMatchObject({ status: { from: 'ACTIVE', to: 'CANCELLED' } });

    const own = await insertSubscription(t.db, account.id, planId);
    const before = (await latest())!.id;
    const byOwner = await asUser(
      t.app,
      userSession,
    )({ method: 'DELETE', url: `/api/v1/subscription/unsub/${own}` });
    expect(byOwner.statusCode).toBe(200);
    expect((await latest())!.id).toBe(before);
  });

  it("records an admin's start of a plan for a user, and an admin's own profile change, but not a user's", async () => {
    const planId = await planIdByName(t.db, 'Professional');
    const started = await asAdmin({
      method: 'POST',
      url: '/api/v1/subscription/sub',
      payload: { planId, userId: account.id },
    });
    expect(started.statusCode).toBe(201);
    const [entry] = await entriesFor('subscription', started.json().data.id);
    expect(entry).toMatchObject({ action: 'create', actorId: admin.user.id });
    expect(entry!.changes).toMatchObject({ status: { to: 'ACTIVE' }, userId: { to: account.id } });

    await asAdmin({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      payload: { name: 'Audited Admin', username: admin.user.username },
    });
    const profile = await latest();
    expect(profile).toMatchObject({ action: 'update-profile', entityType: 'user', actorId: admin.user.id });
    expect(profile!.changes).toMatchObject({ name: { to: 'Audited Admin' } });

    const before = (await latest())!.id;
    const own = await asUser(
      t.app,
      userSession,
    )({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      payload: { name: 'Just Me', username: account.username },
    });
    expect(own.statusCode).toBe(200);
    expect((await latest())!.id).toBe(before);
  });

  it('writes nothing for a refused or failed admin write', async () => {
    const before = (await latest())!.id;
    await asAdmin({ method: 'DELETE', url: '/api/v1/categories/999999' });
    await asAdmin({ method: 'POST', url: '/api/v1/categories', payload: { name: '', description: '' } });
    await asUser(
      t.app,
      userSession,
    )({
      method: 'POST',
      url: '/api/v1/categories',
      payload: { name: 'Sneaky', description: 'Not an admin' },
    });
    expect((await latest())!.id).toBe(before);
  });

  it('records the admin settings with the changed fields', async () => {
    const current = (await asAdmin({ method: 'GET', url: '/api/v1/admin/settings' })).json().settings;
    await asAdmin({
      method: 'PUT',
      url: '/api/v1/admin/settings',
      payload: { ...current, signupCredits: current.signupCredits + 7 },
    });
    const entry = await latest();
    expect(entry).toMatchObject({ action: 'update', entityType: 'settings' });
    expect(entry!.changes).toEqual({
      signupCredits: { from: current.signupCredits, to: current.signupCredits + 7 },
      request: { method: 'PUT', path: '/admin/settings' },
    });
  });
});

describe('GET /admin/audit-log', () => {
  it('answers the entries newest first with the actor, paged and filtered by entity type', async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/v1/admin/audit-log?limit=2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(body.data[0].actor).toMatchObject({ id: admin.user.id, email: admin.user.email });
    expect(body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(body.pagination.total).toBeGreaterThan(2);

    const plans = (await asAdmin({ method: 'GET', url: '/api/v1/admin/audit-log?entityType=plan' })).json();
    expect(plans.data.length).toBeGreaterThanOrEqual(3);
    expect(plans.data.every((e: { entityType: string }) => e.entityType === 'plan')).toBe(true);
  });
});
