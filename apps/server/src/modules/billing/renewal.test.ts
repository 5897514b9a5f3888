import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CREDIT_BALANCE } from '@amicus/contract/credits/schemas';
import {
  SANDBOX_NONCE_DECLINED,
  SANDBOX_NONCE_OK,
  savedCardSourceId,
} from '@amicus/contract/payments/schemas';
import { createSandboxProvider, SANDBOX_DECLINE_MESSAGE } from '../../adapters/payments/sandbox-provider';
import { creditLedger, payments, subscriptions, users } from '../../db/schema/index';
import {
  createSharedDatabaseApps,
  creditsOf,
  mailsTo,
  planByName,
  purchase,
  saveCard,
  type SharedDatabaseApps,
} from '../../../test/billing-helpers';
import { login, manualClock, newUserBody, type Session } from '../../../test/test-app';
import { claimPayment, failPayment, providerIdempotencyKey } from './payment-claims';
import { runRenewals } from './renewal';

const PASSWORD = 'Renewal#Pass-2026';
const sandbox = createSandboxProvider();
// 31 January: the next billing date is clamped to 28 February, then returns to the 31st in March.
const clock = manualClock(new Date('2026-01-31T10:00:00Z'));
let shared: SharedDatabaseApps;
let app: FastifyInstance;
let other: FastifyInstance;
beforeAll(async () => {
  shared = await createSharedDatabaseApps(2, { clock, adapters: { payments: sandbox } });
  [app, other] = shared.apps as [FastifyInstance, FastifyInstance];
});
afterAll(() => shared.close());

const renew = (instance: FastifyInstance = app) => runRenewals(instance.ctx, instance.log);
/** How many times our side asked the provider to charge this subscription for the period starting at `period`. */
const chargeRequests = (userId: number, subscriptionId: number, period: string) =>
  sandbox.requests.filter((k) => k === providerIdempotencyKey(userId, `renewal:${subscriptionId}:${period}`))
    .length;
const subscriptionRow = async (id: number) =>
  (await shared.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const renewalPayments = (subscriptionId: number) =>
  shared.db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), like(payments.idempotencyKey, 'renewal:%')));

async function newUser(): Promise<Session> {
  const body = newUserBody({ password: PASSWORD });
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
  expect(response.statusCode).toBe(201);
  return login(app, body.username, body.password);
}

/** A user subscribed to Basic now; with a saved card of the given outcome, or paid by a one-off token. */
async function subscriber(card: 'ok' | 'declined' | 'none') {
  const user = await newUser();
  const basic = await planByName(app, user, 'Basic');
  let sourceId = SANDBOX_NONCE_OK;
  if (card === 'ok')
    sourceId = savedCardSourceId((await saveCard(app, user, SANDBOX_NONCE_OK)).json().data.id);
  const response = await purchase(app, user, { plan: basic, sourceId });
  expect(response.statusCode).toBe(200);
  // A card saved after the purchase is the one renewals fall back to.
  if (card === 'declined') expect((await saveCard(app, user, SANDBOX_NONCE_DECLINED)).statusCode).toBe(201);
  return { user, subscriptionId: response.json().data.subscription.id as number };
}

describe('runRenewals', () => {
  it('renews a due subscription once: charges the saved card, grants the credits, advances the date', async () => {
    clock.set(new Date('2026-01-31T10:00:00Z'));
    const { user, subscriptionId } = await subscriber('ok');
    expect((await subscriptionRow(subscriptionId)).nextBillingDate).toEqual(new Date('2026-02-28T10:00:00Z'));
    const credits = await creditsOf(shared.db, user.user.id);

    clock.set(new Date('2026-02-27T10:00:00Z'));
    await renew();
    expect(await renewalPayments(subscriptionId)).toEqual([]);

    clock.set(new Date('2026-02-28T10:00:01Z'));
    const report = await renew();
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    await renew();

    expect(chargeRequests(user.user.id, subscriptionId, '2026-02-28T10:00:00.000Z')).toBe(1);
    const row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ status: 'ACTIVE', nextBillingDate: new Date('2026-03-31T10:00:00Z') });
    expect(await creditsOf(shared.db, user.user.id)).toBe(credits + 100);
    const [payment, ...more] = await renewalPayments(subscriptionId);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      status: 'COMPLETED',
      amount: 999,
      idempotencyKey: `renewal:${subscriptionId}:2026-02-28T10:00:00.000Z`,
    });
    const ledger = await shared.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `payment:${payment!.id}`));
    expect(ledger).toEqual([expect.objectContaining({ reason: 'renewal', amount: 100 })]);
    const mails = await mailsTo(shared.db, user.user.email);
    expect(mails.map((m) => m.subject)).toContain('Your Amicus subscription has been renewed');

    clock.set(new Date('2026-03-31T10:00:01Z'));
    await renew();
    expect((await subscriptionRow(subscriptionId)).nextBillingDate).toEqual(new Date('2026-04-30T10:00:00Z'));
    expect(await creditsOf(shared.db, user.user.id)).toBe(credits + 200);
  });

  it('marks a subscription without a saved card PAST_DUE, charges nothing and tells the user', async () => {
    clock.set(new Date('2026-06-01T08:00:00Z'));
    const { user, subscriptionId } = await subscriber('none');
    const credits = await creditsOf(shared.db, user.user.id);

    clock.set(new Date('2026-07-01T08:00:01Z'));
    await renew();

    expect(chargeRequests(user.user.id, subscriptionId, '2026-07-01T08:00:00.000Z')).toBe(0);
    expect(await renewalPayments(subscriptionId)).toEqual([]);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'PAST_DUE' });
    expect(await creditsOf(shared.db, user.user.id)).toBe(credits);
    const mail = (await mailsTo(shared.db, user.user.email)).find(
      (m) => m.subject === 'Your Amicus subscription could not be renewed',
    );
    expect(mail?.text).toContain('there is no saved card on your account to charge');
    expect(mail?.text).toContain('http://amicus.test/chat/products');
    const again = await login(app, user.user.username, PASSWORD);
    const current = await app.inject({
      method: 'GET',
      url: '/api/v1/payment/user-subscription',
      headers: { authorization: `Bearer ${again.token}` },
    });
    expect(current.json().data).toBeNull();
    await renew();
    expect(await renewalPayments(subscriptionId)).toEqual([]);
  });

  it('marks a subscription PAST_DUE when the card is declined, recording the failed payment', async () => {
    clock.set(new Date('2026-06-02T08:00:00Z'));
    const { user, subscriptionId } = await subscriber('declined');
    const credits = await creditsOf(shared.db, user.user.id);

    clock.set(new Date('2026-07-02T08:00:01Z'));
    await renew();

    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'PAST_DUE' });
    expect(await renewalPayments(subscriptionId)).toEqual([
      expect.objectContaining({ status: 'FAILED', failureMessage: SANDBOX_DECLINE_MESSAGE }),
    ]);
    expect(await creditsOf(shared.db, user.user.id)).toBe(credits);
    const mail = (await mailsTo(shared.db, user.user.email)).find((m) =>
      m.subject.includes('could not be renewed'),
    );
    expect(mail?.text).toContain(`your card was declined: ${SANDBOX_DECLINE_MESSAGE}`);

    // Choosing a plan again replaces the past-due subscription (signed in afresh: a month has passed).
    const session = await login(app, user.user.username, PASSWORD);
    const response = await purchase(app, session, { plan: await planByName(app, session, 'Professional') });
    expect(response.statusCode).toBe(200);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'CANCELLED' });
  });

  it('charges nothing and marks PAST_DUE when the balance could not take the plan’s credits', async () => {
    clock.set(new Date('2026-06-03T08:00:00Z'));
    const { user, subscriptionId } = await subscriber('ok');
    const basic = await planByName(app, user, 'Basic');
    const full = MAX_CREDIT_BALANCE - basic.creditAmount + 1;
    await shared.db.update(users).set({ credits: full }).where(eq(users.id, user.user.id));

    clock.set(new Date('2026-07-03T08:00:01Z'));
    await renew();

    expect(chargeRequests(user.user.id, subscriptionId, '2026-07-03T08:00:00.000Z')).toBe(0);
    expect(await renewalPayments(subscriptionId)).toEqual([]);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'PAST_DUE' });
    expect(await creditsOf(shared.db, user.user.id)).toBe(full);
    const mail = (await mailsTo(shared.db, user.user.email)).find((m) =>
      m.subject.includes('could not be renewed'),
    );
    expect(mail?.text).toContain('your credit balance cannot take more credits');
    expect(mail?.text).toContain('so nothing was charged');
  });

  it('never renews a cancelled subscription', async () => {
    clock.set(new Date('2026-06-03T08:00:00Z'));
    const { user, subscriptionId } = await subscriber('ok');
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/v1/subscription/unsub/${subscriptionId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(cancelled.statusCode).toBe(200);
    clock.set(new Date('2026-08-03T08:00:01Z'));
    await renew();
    expect(chargeRequests(user.user.id, subscriptionId, '2026-07-03T08:00:00.000Z')).toBe(0);
    expect(await renewalPayments(subscriptionId)).toEqual([]);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'CANCELLED',
      nextBillingDate: null,
    });
  });

  it('is not blocked by a client payment key that looks like the renewal’s own', async () => {
    clock.set(new Date('2026-06-04T08:00:00Z'));
    const { user, subscriptionId } = await subscriber('ok');
    const period = '2026-07-04T08:00:00.000Z';
    const lookalike = await purchase(app, user, {
      plan: await planByName(app, user, 'Enterprise'),
      sourceId: SANDBOX_NONCE_DECLINED,
      idempotencyKey: `renewal:${subscriptionId}:${period}`,
    });
    expect(lookalike.statusCode).toBe(402);
    clock.set(new Date('2026-07-04T08:00:01Z'));
    await renew();
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'ACTIVE' });
    expect(await renewalPayments(subscriptionId)).toEqual([
      expect.objectContaining({ status: 'COMPLETED', idempotencyKey: `renewal:${subscriptionId}:${period}` }),
    ]);
  });

  it('waits while a purchase of the same user is being charged, then renews once it has ended', async () => {
    clock.set(new Date('2026-08-10T09:00:00Z'));
    const { user, subscriptionId } = await subscriber('ok');
    const period = '2026-09-10T09:00:00.000Z';
    const enterprise = await planByName(app, user, 'Enterprise');
    // A purchase holding its claim while the provider charges the card, as POST /payment/process leaves it.
    const inFlight = await claimPayment(shared.db, {
      userId: user.user.id,
      planId: enterprise.id,
      amount: enterprise.price,
      currency: 'USD',
      creditAmount: enterprise.creditAmount,
      provider: sandbox.name,
      idempotencyKey: 'client:purchase-in-flight',
    });

    clock.set(new Date('2026-09-10T09:00:01Z'));
    await renew();
    expect(chargeRequests(user.user.id, subscriptionId, period)).toBe(0);
    expect(await subscriptionRow(subscriptionId)).toMatchObject({
      status: 'ACTIVE',
      nextBillingDate: new Date(period),
    });

    await failPayment(shared.db, inFlight!.id, 'Declined');
    await renew();
    expect(chargeRequests(user.user.id, subscriptionId, period)).toBe(1);
    expect((await subscriptionRow(subscriptionId)).nextBillingDate).toEqual(new Date('2026-10-10T09:00:00Z'));
  });

  it('after an outage of several periods charges one period and resumes from today', async () => {
    clock.set(new Date('2026-09-15T12:00:00Z'));
    const { subscriptionId } = await subscriber('ok');
    clock.set(new Date('2027-01-20T12:00:00Z'));
    await renew();
    await renew();
    expect(await renewalPayments(subscriptionId)).toHaveLength(1);
    expect((await subscriptionRow(subscriptionId)).nextBillingDate).toEqual(new Date('2027-02-15T12:00:00Z'));
  });

  it('charges each period once when two instances run the job at the same moment', async () => {
    clock.set(new Date('2026-10-01T09:00:00Z'));
    const users = await Promise.all([
      subscriber('ok'),
      subscriber('ok'),
      subscriber('ok'),
      subscriber('none'),
    ]);
    const credits = await Promise.all(users.map((u) => creditsOf(shared.db, u.user.user.id)));

    clock.set(new Date('2026-11-01T09:00:01Z'));
    await Promise.all([renew(app), renew(other), renew(app), renew(other)]);

    for (const [i, { user, subscriptionId }] of users.entries()) {
      const row = await subscriptionRow(subscriptionId);
      expect(chargeRequests(user.user.id, subscriptionId, '2026-11-01T09:00:00.000Z')).toBe(i < 3 ? 1 : 0);
      if (i < 3) {
        expect(row).toMatchObject({ status: 'ACTIVE', nextBillingDate: new Date('2026-12-01T09:00:00Z') });
        expect(await creditsOf(shared.db, user.user.id)).toBe(credits[i]! + 100);
        expect(await renewalPayments(subscriptionId)).toHaveLength(1);
      } else {
        expect(row.status).toBe('PAST_DUE');
        const mails = await mailsTo(shared.db, user.user.email);
        expect(mails.filter((m) => m.subject.includes('could not be renewed'))).toHaveLength(1);
      }
    }
  });

  it('runs on its own timer, started with the app and stopped when it closes', async () => {
    const timed = await createSharedDatabaseApps(1, {
      clock: manualClock(new Date('2026-01-01T00:00:00Z')),
      adapters: { payments: sandbox },
      renewalIntervalMs: 50,
    });
    try {
      const [instance] = timed.apps as [FastifyInstance];
      const body = newUserBody();
      await instance.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
      const user = await login(instance, body.username, body.password);
      const card = (await saveCard(instance, user, SANDBOX_NONCE_OK)).json().data;
      const bought = await purchase(instance, user, {
        plan: await planByName(instance, user, 'Basic'),
        sourceId: savedCardSourceId(card.id),
      });
      const id: number = bought.json().data.subscription.id;
      // Two months later by the app's clock: the timer finds the subscription due without being asked.
      (instance.ctx.clock as ReturnType<typeof manualClock>).set(new Date('2026-02-01T00:00:01Z'));
      const deadline = Date.now() + 10_000;
      let row = (await timed.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
      while (
        row.nextBillingDate!.getTime() === new Date('2026-02-01T00:00:00Z').getTime() &&
        Date.now() < deadline
      ) {
        await new Promise((r) => setTimeout(r, 50));
        row = (await timed.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
      }
      expect(row.nextBillingDate).toEqual(new Date('2026-03-01T00:00:00Z'));
      await instance.close();
      const requests = sandbox.requests.length;
      (instance.ctx.clock as ReturnType<typeof manualClock>).set(new Date('2026-05-01T00:00:00Z'));
      await new Promise((r) => setTimeout(r, 300));
      expect(sandbox.requests.length).toBe(requests);
    } finally {
      await timed.close();
    }
  });
});
