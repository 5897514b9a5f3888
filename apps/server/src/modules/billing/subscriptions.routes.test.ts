import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionWithUser } from '@amicus/contract/subscriptions/schemas';
import { creditLedger, subscriptions } from '../../db/schema/index';
import { creditsOf, planByName, purchase } from '../../../test/billing-helpers';
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
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

async function subscribed(planName = 'Basic'): Promise<{ user: Session; subscription: Subscription }> {
  const user = await signUpAndLogin(t.app);
  const plan = await planByName(t.app, user, planName);
  const response = await purchase(t.app, user, { plan });
  expect(response.statusCode).toBe(200);
  return { user, subscription: response.json().data.subscription };
}

const cancel = (session: Session, id: number) =>
  asUser(t.app, session)({ method: 'DELETE', url: `/api/v1/subscription/unsub/${id}` });

describe('DELETE /subscription/unsub/{id}', () => {
  it('cancels the owner’s ACTIVE subscription for good; the user can then choose a new plan', async () => {
    const { user, subscription } = await subscribed();
    const credits = await creditsOf(t.db, user.user.id);

    const response = await cancel(user, subscription.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your subscription has been cancelled successfully.',
      data: { id: subscription.id, status: 'CANCELLED', nextBillingDate: null },
    });
    expect(response.json().data.cancelledAt).toEqual(expect.any(String));
    expect(await creditsOf(t.db, user.user.id)).toBe(credits);
    const current = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/payment/user-subscription' });
    expect(current.json().data).toBeNull();

    const again = await purchase(t.app, user, { plan: await planByName(t.app, user, 'Basic') });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subscription).toMatchObject({ status: 'ACTIVE' });
  });

  it('answers 409 when cancelling twice and leaves the subscription as it was', async () => {
    const { user, subscription } = await subscribed();
    expect((await cancel(user, subscription.id)).statusCode).toBe(200);
    const [before] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));

    const twice = await cancel(user, subscription.id);

    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This subscription is already cancelled.',
    });
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(after).toEqual(before);
  });

  it('cancels exactly once when two cancels arrive together', async () => {
    const { user, subscription } = await subscribed();
    const answers = await Promise.all([cancel(user, subscription.id), cancel(user, subscription.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses to cancel a subscription that is not ACTIVE (past due)', async () => {
    const { user, subscription } = await subscribed();
    await t.db.update(subscriptions).set({ status: 'PAST_DUE' }).where(eq(subscriptions.id, subscription.id));
    const response = await cancel(user, subscription.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only an active subscription can be cancelled.');
  });

  it('answers 404 for another user’s subscription and changes nothing', async () => {
    const { subscription } = await subscribed();
    const stranger = await signUpAndLogin(t.app);
    const response = await cancel(stranger, subscription.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Subscription not found');
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row?.status).toBe('ACTIVE');
    expect((await cancel(stranger, 999_999)).statusCode).toBe(404);
  });

  it('lets an admin cancel any user’s subscription', async () => {
    const { subscription } = await subscribed();
    const response = await cancel(admin, subscription.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('CANCELLED');
  });
});

describe('GET /subscription/all and /subscription/subscriptions/{userId}', () => {
  it('lists every subscription with its user and plan for admins, newest first, filterable by status', async () => {
    const { user, subscription } = await subscribed('Professional');
    const response = await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/subscription/all' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const row = body.data.find((s: SubscriptionWithUser) => s.id === subscription.id);
    expect(row).toMatchObject({
      userId: user.user.id,
      status: 'ACTIVE',
      user: { id: user.user.id, username: user.user.username, email: user.user.email },
      plan: { name: 'Professional', price: 2999 },
    });
    expect(body.pagination).toMatchObject({ page: 1, total: body.data.length });
    const ids = body.data.map((s: SubscriptionWithUser) => s.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const cancelled = await asUser(
      t.app,
      admin,
    )({ method: 'GET', url: '/api/v1/subscription/all?status=CANCELLED' });
    expect(cancelled.json().data.every((s: Subscription) => s.status === 'CANCELLED')).toBe(true);
  });

  it('answers 403 to users for the list of all subscriptions', async () => {
    const { user } = await subscribed();
    const response = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/subscription/all' });
    expect(response.statusCode).toBe(403);
  });

  it('gives a user’s subscription history to admins and to that user only', async () => {
    const { user, subscription } = await subscribed('Basic');
    const switched = await purchase(t.app, user, { plan: await planByName(t.app, user, 'Enterprise') });
    const url = `/api/v1/subscription/subscriptions/${user.user.id}`;

    const forAdmin = await asUser(t.app, admin)({ method: 'GET', url });
    expect(forAdmin.json().data.map((s: Subscription) => [s.id, s.status])).toEqual([
      [switched.json().data.subscription.id, 'ACTIVE'],
      [subscription.id, 'CANCELLED'],
    ]);
    expect((await asUser(t.app, user)({ method: 'GET', url })).json().data).toHaveLength(2);
    const stranger = await signUpAndLogin(t.app);
    expect((await asUser(t.app, stranger)({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('POST /subscription/sub', () => {
  it('lets an admin start a plan for a user without a charge, granting its credits once', async () => {
    const user = await signUpAndLogin(t.app);
    const professional = await planByName(t.app, admin, 'Professional');
    const before = await creditsOf(t.db, user.user.id);
    const response = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/subscription/sub',
      payload: {
        userId: user.user.id,
        planId: professional.id,
        creditAmount: 500,
        interval: 'month',
        name: 'Professional',
        description: professional.description,
        features: professional.features,
        price: 2999,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      userId: user.user.id,
      status: 'ACTIVE',
      planId: professional.id,
    });
    expect(await creditsOf(t.db, user.user.id)).toBe(before + 500);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.user.id));
    expect(ledger.at(-1)).toMatchObject({ reason: 'admin', amount: 500 });
  });

  it('refuses values that do not match the plan', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, admin, 'Basic');
    const response = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/subscription/sub',
      payload: { userId: user.user.id, planId: basic.id, creditAmount: 100_000 },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id))).toEqual([]);
  });

  it('lets a user start only a free plan, for themselves, and grants its credits once ever', async () => {
    const free = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/subscription',
      payload: { name: 'Free', price: 0, creditAmount: 5, features: ['Try it out'] },
    });
    const freePlan = free.json().data;
    const user = await signUpAndLogin(t.app);
    const paid = await planByName(t.app, user, 'Basic');
    const start = (planId: number, userId?: number) =>
      asUser(t.app, user)({ method: 'POST', url: '/api/v1/subscription/sub', payload: { planId, userId } });

    expect((await start(paid.id)).statusCode).toBe(403);
    const other = await signUpAndLogin(t.app);
    expect((await start(freePlan.id, other.user.id)).statusCode).toBe(403);

    const before = await creditsOf(t.db, user.user.id);
    const first = await start(freePlan.id);
    expect(first.statusCode).toBe(201);
    expect(await creditsOf(t.db, user.user.id)).toBe(before + 5);
    expect((await start(freePlan.id)).statusCode).toBe(409);
    expect((await cancel(user, first.json().data.id)).statusCode).toBe(200);
    const again = await start(freePlan.id);
    expect(again.statusCode).toBe(201);
    expect(await creditsOf(t.db, user.user.id)).toBe(before + 5);

    // Nor does "buying" it for nothing, over and over.
    expect((await cancel(user, again.json().data.id)).statusCode).toBe(200);
    for (let round = 0; round < 2; round++) {
      const bought = await asUser(
        t.app,
        user,
      )({
        method: 'POST',
        url: '/api/v1/payment/process',
        payload: { sourceId: 'anything', amount: 0, currency: 'USD', creditAmount: 5, planId: freePlan.id },
      });
      expect(bought.statusCode).toBe(200);
      expect((await cancel(user, bought.json().data.subscription.id)).statusCode).toBe(200);
    }
    expect(await creditsOf(t.db, user.user.id)).toBe(before + 5);
  });
});
