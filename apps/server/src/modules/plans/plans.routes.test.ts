import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NONCE_DECLINED } from '@amicus/contract/payments/schemas';
import type { Plan } from '@amicus/contract/plans/schemas';
import { plans, subscriptions } from '../../db/schema/index';
import { purchase } from '../../../test/billing-helpers';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
let admin: Session;
let user: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
  user = await signUpAndLogin(t.app);
});
afterAll(() => t.close());

const newPlan = (overrides: Record<string, unknown> = {}) => ({
  name: 'Community',
  description: 'For legal clinics.',
  price: 499,
  interval: 'year',
  features: ['Shared workspace', '  ', '', 'Priority response'],
  creditAmount: 50,
  isActive: true,
  ...overrides,
});

async function createPlan(overrides: Record<string, unknown> = {}): Promise<Plan> {
  const response = await asUser(
    t.app,
    admin,
  )({ method: 'POST', url: '/api/v1/subscription', payload: newPlan(overrides) });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('GET /subscription/', () => {
  it('lists the plans on sale, cheapest first, with prices in cents, as data and plans', async () => {
    const response = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/subscription/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.plans).toEqual(body.data);
    expect(body.data.map((p: Plan) => [p.name, p.price, p.interval, p.creditAmount, p.status])).toEqual([
      ['Basic', 999, 'month', 100, true],
      ['Professional', 2999, 'month', 500, true],
      ['Enterprise', 9999, 'month', 2500, true],
    ]);
    expect(body.data[1].features).toContain('Priority response');
    // What the cards sell is held beside them: Professional's and Enterprise's priority, not Basic's.
    expect(body.data.map((p: Plan) => p.entitlements)).toEqual([
      { priority: false },
      { priority: true },
      { priority: true },
    ]);
    const withoutSlash = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/subscription' });
    expect(withoutSlash.json().data).toEqual(body.data);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/subscription/' })).statusCode).toBe(401);
  });
});

describe('plan administration', () => {
  it('lets an admin create a plan (empty features dropped) that users then see', async () => {
    const plan = await createPlan({ name: 'Clinic' });
    expect(plan).toMatchObject({
      name: 'Clinic',
      price: 499,
      interval: 'year',
      creditAmount: 50,
      status: true,
    });
    expect(plan.features).toEqual(['Shared workspace', 'Priority response']);
    const seen = await asUser(t.app, user)({ method: 'GET', url: `/api/v1/subscription/${plan.id}` });
    expect(seen.json().data).toEqual(plan);
  });

  it('answers 403 to users for every write and changes nothing', async () => {
    const plan = await createPlan({ name: 'Guarded' });
    const as = asUser(t.app, user);
    const answers = [
      await as({ method: 'POST', url: '/api/v1/subscription', payload: newPlan() }),
      await as({ method: 'PUT', url: `/api/v1/subscription/${plan.id}`, payload: { price: 1 } }),
      await as({ method: 'DELETE', url: `/api/v1/subscription/${plan.id}` }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403]);
    const [row] = await t.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row).toMatchObject({ price: 499, isActive: true });
  });

  it('validates the plan form with messages naming the field', async () => {
    const as = asUser(t.app, admin);
    const noName = await as({ method: 'POST', url: '/api/v1/subscription', payload: newPlan({ name: ' ' }) });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Name is required');
    const textPrice = await as({
      method: 'POST',
      url: '/api/v1/subscription',
      payload: newPlan({ price: 'abc' }),
    });
    expect(textPrice.json().message).toBe('Price is required and must be a number');
    const badInterval = await as({
      method: 'POST',
      url: '/api/v1/subscription',
      payload: newPlan({ interval: 'week' }),
    });
    expect(badInterval.statusCode).toBe(400);
    const fractional = await as({
      method: 'POST',
      url: '/api/v1/subscription',
      payload: newPlan({ price: 9.99 }),
    });
    expect(fractional.json().message).toBe('Price must be a whole number of cents');
  });

  it('keeps a plan’s entitlements as the admin sets them, none unless told', async () => {
    const plain = await createPlan({ name: 'No priority' });
    expect(plain.entitlements).toEqual({ priority: false });
    const response = await asUser(
      t.app,
      admin,
    )({
      method: 'PUT',
      url: `/api/v1/subscription/${plain.id}`,
      payload: { entitlements: { priority: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'No priority', entitlements: { priority: true } });
    const refused = await asUser(
      t.app,
      admin,
    )({
      method: 'PUT',
      url: `/api/v1/subscription/${plain.id}`,
      payload: { entitlements: { priority: 'yes' } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('updates some fields of a plan and keeps the others', async () => {
    const plan = await createPlan({ name: 'Editable' });
    const response = await asUser(
      t.app,
      admin,
    )({
      method: 'PUT',
      url: `/api/v1/subscription/${plan.id}`,
      payload: { price: 1499, features: ['One', ''] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Editable',
      price: 1499,
      features: ['One'],
      creditAmount: 50,
    });
    const missing = await asUser(
      t.app,
      admin,
    )({ method: 'PUT', url: '/api/v1/subscription/999999', payload: { price: 1 } });
    expect(missing.statusCode).toBe(404);
  });

  it('hides an inactive plan from users but not from admins', async () => {
    const plan = await createPlan({ name: 'Hidden', isActive: false });
    const userList = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/subscription/' });
    expect(userList.json().data.map((p: Plan) => p.id)).not.toContain(plan.id);
    expect(
      (await asUser(t.app, user)({ method: 'GET', url: `/api/v1/subscription/${plan.id}` })).statusCode,
    ).toBe(404);
    const adminList = await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/subscription/' });
    expect(adminList.json().data.find((p: Plan) => p.id === plan.id)).toMatchObject({ status: false });
  });

  it('deletes a plan nobody subscribed to', async () => {
    const plan = await createPlan({ name: 'Unused' });
    const response = await asUser(t.app, admin)({ method: 'DELETE', url: `/api/v1/subscription/${plan.id}` });
    expect(response.json()).toEqual({
      success: true,
      message: 'Plan deleted successfully',
      data: { id: plan.id, deleted: true, deactivated: false },
    });
    expect(await t.db.select().from(plans).where(eq(plans.id, plan.id))).toEqual([]);
    const again = await asUser(t.app, admin)({ method: 'DELETE', url: `/api/v1/subscription/${plan.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('deactivates instead of deleting a plan with subscribers, and stops selling it', async () => {
    const plan = await createPlan({ name: 'Subscribed' });
    const buyer = await signUpAndLogin(t.app);
    expect((await purchase(t.app, buyer, { plan })).statusCode).toBe(200);

    const response = await asUser(t.app, admin)({ method: 'DELETE', url: `/api/v1/subscription/${plan.id}` });

    expect(response.json()).toEqual({
      success: true,
      message: 'This plan has subscribers, so it was deactivated instead of deleted.',
      data: { id: plan.id, deleted: false, deactivated: true },
    });
    const [row] = await t.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(row).toMatchObject({ isActive: false });
    const [subscription] = await t.db.select().from(subscriptions).where(eq(subscriptions.planId, plan.id));
    expect(subscription).toMatchObject({ status: 'ACTIVE' });
    const latecomer = await signUpAndLogin(t.app);
    const refused = await purchase(t.app, latecomer, { plan });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This plan is no longer available.');
  });

  it('deactivates a plan that only has a failed payment, which keeps pointing at it', async () => {
    const plan = await createPlan({ name: 'Declined once' });
    const buyer = await signUpAndLogin(t.app);
    expect((await purchase(t.app, buyer, { plan, sourceId: SANDBOX_NONCE_DECLINED })).statusCode).toBe(402);
    const response = await asUser(t.app, admin)({ method: 'DELETE', url: `/api/v1/subscription/${plan.id}` });
    expect(response.json().data).toEqual({ id: plan.id, deleted: false, deactivated: true });
  });
});
