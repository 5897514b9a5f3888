import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NONCE_DECLINED, SANDBOX_NONCE_OK } from '@amicus/contract/payments/schemas';
import { createSandboxProvider, SANDBOX_DECLINE_MESSAGE } from '../../adapters/payments/sandbox-provider';
import { creditLedger, payments, subscriptions, users } from '../../db/schema/index';
import { creditMessages, MAX_CREDIT_BALANCE } from '@amicus/contract/credits/schemas';
import { creditsOf, planByName, purchase } from '../../../test/billing-helpers';
import { asUser, createTestApp, manualClock, signUpAndLogin, type TestApp } from '../../../test/test-app';

const sandbox = createSandboxProvider();
const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adapters: { payments: sandbox }, clock });
});
afterAll(() => t.close());

async function rowsOf(userId: number) {
  return {
    payments: await t.db.select().from(payments).where(eq(payments.userId, userId)),
    subscriptions: await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ledger: await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase'))),
  };
}

describe('POST /payment/process', () => {
  it('charges the plan price, starts an ACTIVE subscription and grants the credits in one go', async () => {
    const user = await signUpAndLogin(t.app);
    const professional = await planByName(t.app, user, 'Professional');
    const before = await creditsOf(t.db, user.user.id);
    const chargesBefore = sandbox.charges.length;

    const response = await purchase(t.app, user, { plan: professional });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Your subscription has been activated successfully!',
      data: {
        payment: {
          amount: 2999,
          currency: 'USD',
          creditAmount: 500,
          status: 'COMPLETED',
          provider: 'sandbox',
        },
        subscription: { status: 'ACTIVE', planId: professional.id, plan: { name: 'Professional' } },
        credits: before + 500,
      },
    });
    const { subscription } = body.data;
    expect(subscription.startDate).toBe('2026-03-10T12:00:00.000Z');
    expect(subscription.nextBillingDate).toBe('2026-04-10T12:00:00.000Z');
    expect(sandbox.charges.length).toBe(chargesBefore + 1);
    expect(sandbox.charges.at(-1)).toMatchObject({ amountCents: 2999, outcome: 'succeeded' });

    const rows = await rowsOf(user.user.id);
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]).toMatchObject({
      status: 'COMPLETED',
      amount: 2999,
      subscriptionId: subscription.id,
    });
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.ledger).toEqual([
      expect.objectContaining({
        amount: 500,
        balanceAfter: before + 500,
        reference: `payment:${rows.payments[0]!.id}`,
      }),
    ]);
    expect(await creditsOf(t.db, user.user.id)).toBe(before + 500);

    const current = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/payment/user-subscription' });
    expect(current.json().data).toMatchObject({
      id: subscription.id,
      status: 'ACTIVE',
      plan: { price: 2999 },
    });
  });

  it('answers 402 with the provider message on a decline, records the failed payment and grants nothing', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const before = await creditsOf(t.db, user.user.id);

    const response = await purchase(t.app, user, { plan: basic, sourceId: SANDBOX_NONCE_DECLINED });

    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYMENT_DECLINED',
      message: SANDBOX_DECLINE_MESSAGE,
    });
    const rows = await rowsOf(user.user.id);
    expect(rows.payments).toEqual([
      expect.objectContaining({ status: 'FAILED', failureMessage: SANDBOX_DECLINE_MESSAGE }),
    ]);
    expect(rows.subscriptions).toEqual([]);
    expect(rows.ledger).toEqual([]);
    expect(await creditsOf(t.db, user.user.id)).toBe(before);
    const current = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/payment/user-subscription' });
    expect(current.json()).toEqual({ success: true, data: null });
  });

  it('answers 400 for a token the provider cannot read, and keeps nothing', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const response = await purchase(t.app, user, { plan: basic, sourceId: 'cnon:not-a-real-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/card token is not valid/);
    expect(await rowsOf(user.user.id)).toEqual({ payments: [], subscriptions: [], ledger: [] });
  });

  it.each([
    ['a lower amount', { amount: 1 }, 'The amount does not match the price of this plan.'],
    ['a higher credit amount', { creditAmount: 100_000 }, 'The credit amount does not match this plan.'],
  ])('refuses %s with 400 and charges nothing', async (_label, tamper, message) => {
    const user = await signUpAndLogin(t.app);
    const enterprise = await planByName(t.app, user, 'Enterprise');
    const chargesBefore = sandbox.charges.length;
    const response = await purchase(t.app, user, { plan: enterprise, ...tamper });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'BAD_REQUEST', message });
    expect(sandbox.charges.length).toBe(chargesBefore);
    expect(await rowsOf(user.user.id)).toEqual({ payments: [], subscriptions: [], ledger: [] });
  });

  it('refuses another currency and an unknown plan', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const euro = await asUser(
      t.app,
      user,
    )({
      method: 'POST',
      url: '/api/v1/payment/process',
      payload: {
        sourceId: SANDBOX_NONCE_OK,
        amount: 999,
        currency: 'EUR',
        creditAmount: 100,
        planId: basic.id,
      },
    });
    expect(euro.statusCode).toBe(400);
    expect(euro.json().message).toBe('Only USD is supported.');
    const missing = await purchase(t.app, user, { plan: { ...basic, id: 999_999 } });
    expect(missing.statusCode).toBe(404);
  });

  it('charges once and grants once for the same key sent twice in a row, and answers the same', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const key = randomUUID();
    const chargesBefore = sandbox.charges.length;

    const first = await purchase(t.app, user, { plan: basic, idempotencyKey: key });
    const second = await purchase(t.app, user, { plan: basic, idempotencyKey: key });

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.payment).toEqual(first.json().data.payment);
    expect(second.json().data.subscription.id).toBe(first.json().data.subscription.id);
    expect(sandbox.charges.length).toBe(chargesBefore + 1);
    const rows = await rowsOf(user.user.id);
    expect(rows.payments).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.ledger).toHaveLength(1);
  });

  it('charges once and grants once for a double click (the same key at the same moment)', async () => {
    const user = await signUpAndLogin(t.app);
    const professional = await planByName(t.app, user, 'Professional');
    const key = randomUUID();
    const before = await creditsOf(t.db, user.user.id);
    const chargesBefore = sandbox.charges.length;

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => purchase(t.app, user, { plan: professional, idempotencyKey: key })),
    );

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const paymentIds = new Set(answers.map((a) => a.json().data.payment.id));
    const subscriptionIds = new Set(answers.map((a) => a.json().data.subscription.id));
    expect(paymentIds.size).toBe(1);
    expect(subscriptionIds.size).toBe(1);
    expect(sandbox.charges.length).toBe(chargesBefore + 1);
    const rows = await rowsOf(user.user.id);
    expect(rows.payments).toHaveLength(1);
    expect(rows.ledger).toHaveLength(1);
    expect(await creditsOf(t.db, user.user.id)).toBe(before + 500);
  });

  it("answers every twin of a double click with the first click's result, however their arrivals interleave", async () => {
    // A twin that looked for the key before the first click claimed it, and checked the plan after that click
    // had started it, once answered 409 "already on this plan". Rounds with staggered twins widen the window;
    // the plans alternate so each round is a real change of plan for the same user.
    const user = await signUpAndLogin(t.app);
    const choices = [await planByName(t.app, user, 'Professional'), await planByName(t.app, user, 'Basic')];
    const chargesBefore = sandbox.charges.length;
    const rounds = 20;

    for (let round = 0; round < rounds; round += 1) {
      const plan = choices[round % 2]!;
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, twin) =>
          new Promise((resolve) => setTimeout(resolve, twin * (round % 5))).then(() =>
            purchase(t.app, user, { plan, idempotencyKey: key }),
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.json().data.payment.id)).size).toBe(1);
    }
    expect(sandbox.charges.length).toBe(chargesBefore + rounds);
    expect((await rowsOf(user.user.id)).payments).toHaveLength(rounds);
  });

  it('takes the key from an Idempotency-Key header and answers a replay of a decline with the same 402', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const key = randomUUID();
    const send = () =>
      asUser(
        t.app,
        user,
      )({
        method: 'POST',
        url: '/api/v1/payment/process',
        headers: { 'idempotency-key': key },
        payload: {
          sourceId: SANDBOX_NONCE_DECLINED,
          amount: 999,
          currency: 'USD',
          creditAmount: 100,
          planId: basic.id,
        },
      });
    const chargesBefore = sandbox.charges.length;
    const [first, second] = [await send(), await send()];
    expect(first.statusCode).toBe(402);
    expect(second.json()).toEqual(first.json());
    expect(sandbox.charges.length).toBe(chargesBefore + 1);
    expect((await rowsOf(user.user.id)).payments).toHaveLength(1);
  });

  it('refuses a key reused for a different plan', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const enterprise = await planByName(t.app, user, 'Enterprise');
    const key = randomUUID();
    expect((await purchase(t.app, user, { plan: basic, idempotencyKey: key })).statusCode).toBe(200);
    const reused = await purchase(t.app, user, { plan: enterprise, idempotencyKey: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This payment key was already used for a different payment.');
  });

  it('switches plans: the old subscription is CANCELLED, the new one ACTIVE with its own credits', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const enterprise = await planByName(t.app, user, 'Enterprise');
    const before = await creditsOf(t.db, user.user.id);

    const first = (await purchase(t.app, user, { plan: basic })).json().data.subscription;
    const again = await purchase(t.app, user, { plan: basic });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have an active subscription to this plan.');
    // The refused attempt charged nothing and left no claim behind.
    expect((await rowsOf(user.user.id)).payments.map((p) => p.status)).toEqual(['COMPLETED']);
    const switched = await purchase(t.app, user, { plan: enterprise });

    expect(switched.statusCode).toBe(200);
    const second = switched.json().data.subscription;
    const rows = await rowsOf(user.user.id);
    expect(rows.subscriptions.find((s) => s.id === first.id)).toMatchObject({ status: 'CANCELLED' });
    expect(rows.subscriptions.find((s) => s.id === second.id)).toMatchObject({
      status: 'ACTIVE',
      planId: enterprise.id,
    });
    expect(rows.ledger.map((l) => l.amount)).toEqual([100, 2500]);
    expect(await creditsOf(t.db, user.user.id)).toBe(before + 100 + 2500);
    const current = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/payment/user-subscription' });
    expect(current.json().data).toMatchObject({ id: second.id, plan: { name: 'Enterprise' } });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/process',
      payload: { sourceId: SANDBOX_NONCE_OK, amount: 999, currency: 'USD', creditAmount: 100, planId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses, before charging, a plan whose credits the balance could not take', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    await t.db
      .update(users)
      .set({ credits: MAX_CREDIT_BALANCE - basic.creditAmount + 1 })
      .where(eq(users.id, user.user.id));
    const chargesBefore = sandbox.charges.length;
    const response = await purchase(t.app, user, { plan: basic });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(creditMessages.balanceTooLarge);
    expect(sandbox.charges.length).toBe(chargesBefore);
    const rows = await rowsOf(user.user.id);
    expect(rows.subscriptions).toEqual([]);
    expect(rows.ledger).toEqual([]);
    // The claim was given back: nothing stays PENDING.
    expect(rows.payments.filter((p) => p.status === 'PENDING')).toEqual([]);
  });
});
