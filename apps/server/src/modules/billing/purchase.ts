import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { paymentMessages } from '@amicus/contract/payments/messages';
import {
  idempotencyKeySchema,
  parseSavedCardSourceId,
  type Payment,
  type processPaymentBodySchema,
} from '@amicus/contract/payments/schemas';
import type { Plan } from '@amicus/contract/plans/schemas';
import { planMessages } from '@amicus/contract/plans/messages';
import { subscriptionMessages } from '@amicus/contract/subscriptions/messages';
import type { Subscription } from '@amicus/contract/subscriptions/schemas';
import type { AppContext } from '../../app-context';
import {
  PaymentProviderUnavailable,
  type ChargeResult,
  type ChargeSource,
  type PayingCustomer,
} from '../../adapters/payments/payment-provider';
import { paymentMethods, payments, plans, users } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { describeError } from '../../http/describe-error';
import { assertCreditsFit, changeCredits } from '../../domain/credits/ledger';
import type { PlanRow } from '../../domain/billing/to-plan';
import { activateSubscription } from './activate';
import { freePlanGrantReference, getSubscription, refuseCurrentPlan } from './subscriptions';
import {
  claimPayment,
  failPayment,
  findPayment,
  providerIdempotencyKey,
  reclaimStalePayment,
  releasePayment,
  waitWhilePending,
  payerPayment,
  type PaymentRow,
} from './payment-claims';
import { payingCustomer } from './paying-customer';
import { lockUserPurchases, paymentInFlight } from './purchase-lock';
import { toPayment } from './to-payment';

type ProcessPaymentBody = z.output<typeof processPaymentBodySchema>;

export type PurchaseResult = { payment: Payment; subscription: Subscription; plan: Plan; credits: number };

/** What a validated purchase charges and grants: always the plan's own price and credits. */
type Order = {
  plan: PlanRow;
  source: ChargeSource;
  paymentMethodId: number | null;
  customer: PayingCustomer;
};

/**
 * The body's key, else the Idempotency-Key header; without either, every request is its own payment. Stored
 * under `client:` so no client key can ever equal a renewal's `renewal:` key and block that period's charge.
 */
function idempotencyKeyOf(body: ProcessPaymentBody, header: string | undefined): string {
  if (header !== undefined) {
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Idempotency-Key is not valid');
    if (body.idempotencyKey !== undefined && body.idempotencyKey !== parsed.data)
      throw badRequest('The Idempotency-Key header and the idempotencyKey field differ.');
    return `client:${parsed.data}`;
  }
  return body.idempotencyKey ? `client:${body.idempotencyKey}` : `auto:${randomUUID()}`;
}

/** Checks the order against the plan (never trusting the client's price or credits) and finds what pays. */
async function prepareOrder(ctx: AppContext, userId: number, body: ProcessPaymentBody): Promise<Order> {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, body.planId));
  if (!plan) throw notFound(planMessages.notFound);
  if (!plan.isActive) throw badRequest(subscriptionMessages.planUnavailable);
  if (body.amount !== plan.price) throw badRequest(paymentMessages.amountMismatch);
  if (body.creditAmount !== plan.creditAmount) throw badRequest(paymentMessages.creditMismatch);

  const savedCardId = parseSavedCardSourceId(body.sourceId);
  let source: ChargeSource;
  if (savedCardId !== null) {
    const [card] = await ctx.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, savedCardId), eq(paymentMethods.userId, userId)));
    if (!card) throw notFound(paymentMessages.savedCardNotFound);
    if (card.provider !== ctx.payments.name)
      throw badRequest('This card was saved with another payment provider. Please add it again.');
    source = { kind: 'card', cardId: card.providerCardId };
  } else {
    source = { kind: 'token', token: body.sourceId, verificationToken: body.verificationToken };
  }
  return { plan, source, paymentMethodId: savedCardId, customer: await payingCustomer(ctx.db, userId) };
}

type Claim =
  | { kind: 'claimed'; payment: PaymentRow }
  | { kind: 'refused'; error: AppError }
  | { kind: 'busy'; paymentId: number }
  | { kind: 'taken' };

/**
 * Decides and claims the purchase under the user's purchase lock, so two purchases of one user (other keys,
 * other instances) are never both past this point with nothing charged yet: while another payment of the user
 * is being charged, this one waits for it (busy) and is decided afresh once it ends. Under the lock, in order:
 * the key is claimed (or the stale claim taken over is kept), then the refusals made before charging: the user
 * is already on this plan, or the plan's credits would take the balance past its largest (the card must not be
 * charged for a grant the ledger refuses). A refusal gives the claim back. Refusing only once the key is
 * claimed lets a double click's late twin answer its first click's result rather than 409 "already on it".
 */
async function claimUnderLock(
  ctx: AppContext,
  userId: number,
  key: string,
  order: Order,
  reclaimed: PaymentRow | null,
): Promise<Claim> {
  return ctx.db.transaction(async (tx): Promise<Claim> => {
    await lockUserPurchases(tx, userId);
    const inFlight = await paymentInFlight(tx, userId, reclaimed?.id ?? null);
    if (inFlight) return { kind: 'busy', paymentId: inFlight.id };
    const payment =
      reclaimed ??
      (await claimPayment(tx, {
        userId,
        planId: order.plan.id,
        amount: order.plan.price,
        currency: 'USD',
        creditAmount: order.plan.creditAmount,
        provider: ctx.payments.name,
        idempotencyKey: key,
      }));
    if (!payment) return { kind: 'taken' };
    try {
      await refuseCurrentPlan(tx, userId, order.plan.id);
      await assertCreditsFit(tx, userId, order.plan.creditAmount);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await releasePayment(tx, payment.id);
      return { kind: 'refused', error };
    }
    return { kind: 'claimed', payment };
  });
}

/** The answer for a payment that has ended: the same for the first request and every replay of its key. */
async function answerFor(ctx: AppContext, row: PaymentRow): Promise<PurchaseResult> {
  if (row.status === 'FAILED')
    throw new AppError('PAYMENT_DECLINED', row.failureMessage ?? paymentMessages.failedFallback);
  if (row.status !== 'COMPLETED' || row.subscriptionId === null)
    throw new AppError('CONFLICT', paymentMessages.inProgress);
  const subscription = await getSubscription(ctx, row.subscriptionId);
  const [user] = await ctx.db.select({ credits: users.credits }).from(users).where(eq(users.id, row.userId));
  return { payment: toPayment(row), subscription, plan: subscription.plan, credits: user?.credits ?? 0 };
}

async function charge(
  ctx: AppContext,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  order: Order,
): Promise<ChargeResult> {
  // A free plan has nothing to charge (and Square refuses zero amounts).
  if (order.plan.price === 0) return { status: 'succeeded', providerPaymentId: `free-${payment.id}` };
  try {
    return await ctx.payments.charge({
      source: order.source,
      amountCents: order.plan.price,
      currency: 'USD',
      idempotencyKey: providerIdempotencyKey(payment.userId, payment.idempotencyKey),
      customer: order.customer,
      note: `Amicus ${order.plan.name} plan (${order.plan.interval}ly)`,
      referenceId: `payment-${payment.id}`,
    });
  } catch (error) {
    await releasePayment(ctx.db, payment.id);
    if (error instanceof PaymentProviderUnavailable) {
      log.warn({ paymentId: payment.id, error: describeError(error) }, 'payment provider unavailable');
      throw new AppError('UPSTREAM_FAILED', paymentMessages.providerUnavailable);
    }
    throw error;
  }
}

/**
 * Charges, then in ONE transaction: the payment is completed, the subscription started (the previous one
 * cancelled) and the plan's credits granted through the ledger under the payment's unique reference.
 */
async function chargeAndActivate(
  ctx: AppContext,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  order: Order,
): Promise<PurchaseResult> {
  const result = await charge(ctx, log, payment, order);
  if (result.status === 'declined') {
    await failPayment(ctx.db, payment.id, result.message);
    log.info({ paymentId: payment.id, userId: payment.userId }, 'payment declined');
    throw new AppError('PAYMENT_DECLINED', result.message);
  }
  if (result.status === 'invalid') {
    await releasePayment(ctx.db, payment.id);
    throw badRequest(result.message || paymentMessages.invalidToken);
  }

  const completed = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(payments)
      .set({ status: 'COMPLETED', providerPaymentId: result.providerPaymentId })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')))
      .returning();
    if (!done) return null;
    const { subscription } = await activateSubscription(tx, {
      userId: payment.userId,
      plan: order.plan,
      now: ctx.clock.now(),
      paymentMethodId: order.paymentMethodId,
    });
    const [linked] = await tx
      .update(payments)
      .set({ subscriptionId: subscription.id })
      .where(eq(payments.id, payment.id))
      .returning();
    if (order.plan.creditAmount > 0) {
      await changeCredits(tx, {
        userId: payment.userId,
        amount: order.plan.creditAmount,
        reason: 'purchase',
        reference:
          order.plan.price === 0
            ? freePlanGrantReference(payment.userId, order.plan.id)
            : `payment:${payment.id}`,
      });
    }
    return payerPayment(linked);
  });
  log.info(
    { paymentId: payment.id, userId: payment.userId, planId: order.plan.id },
    completed ? 'subscription purchased' : 'payment completed elsewhere',
  );
  // Null only if a takeover finished this payment first; answer what it recorded.
  const final = completed ?? (await waitWhilePending(ctx.db, payment.id));
  if (!final) throw new AppError('CONFLICT', paymentMessages.inProgress);
  return answerFor(ctx, final);
}

/**
 * POST /payment/process. The idempotency key makes a double click, a retry or a replay charge once and answer
 * the same: the first request claims the key with a PENDING payment; concurrent ones wait for it to end and
 * answer its result; later ones answer the recorded result at once. Purchases of one user under different keys
 * (ten tabs, two instances) are decided one at a time, each seeing what the one before it bought.
 */
export async function processPayment(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: number,
  body: ProcessPaymentBody,
  headerKey: string | undefined,
): Promise<PurchaseResult> {
  const key = idempotencyKeyOf(body, headerKey);
  // Each pass ends, waits for or answers one other request's payment; a few cover a queue of them.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    let payment = await findPayment(ctx.db, userId, key);
    if (payment) {
      if (payment.planId !== body.planId || payment.amount !== body.amount)
        throw new AppError('CONFLICT', paymentMessages.idempotencyMismatch);
      payment = await waitWhilePending(ctx.db, payment.id);
      if (!payment) continue; // released (nothing charged): claim it afresh
      if (payment.status !== 'PENDING') return answerFor(ctx, payment);
      payment = await reclaimStalePayment(ctx.db, payment.id);
      if (!payment) throw new AppError('CONFLICT', paymentMessages.inProgress);
    }
    const order = await prepareOrder(ctx, userId, body);
    const claim = await claimUnderLock(ctx, userId, key, order, payment);
    if (claim.kind === 'refused') throw claim.error;
    if (claim.kind === 'taken') continue; // another request claimed the key between our look and our insert
    if (claim.kind === 'busy') {
      // Another purchase of this user is being charged: decide this one once that one has ended.
      const other = await waitWhilePending(ctx.db, claim.paymentId);
      if (other?.status === 'PENDING') break;
      continue;
    }
    return chargeAndActivate(ctx, log, claim.payment, order);
  }
  throw new AppError('CONFLICT', paymentMessages.inProgress);
}
