import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { PaymentProviderUnavailable } from '../../adapters/payments/payment-provider';
import { payments, plans, subscriptions, users } from '../../db/schema/index';
import { describeError } from '../../http/describe-error';
import { balanceCanTake, changeCredits } from '../../domain/credits/ledger';
import {
  claimPayment,
  failPayment,
  findPayment,
  providerIdempotencyKey,
  reclaimStalePayment,
  releasePayment,
} from './payment-claims';
import { lockUserPurchases, paymentInFlight } from './purchase-lock';
import { nextBillingDate } from './billing-period';
import { renewalCardFor } from './renewal-card';
import { renewalFailedMail, renewedMail, type RenewalProblem } from './renewal-mails';

export type RenewalOutcome = 'renewed' | 'past-due' | 'skipped';
export type RenewalReport = { renewed: number; pastDue: number; skipped: number };

const RENEWAL_BATCH = 100;

/**
 * Renews one subscription for the period starting at its nextBillingDate, at most once whatever runs at the
 * same time. Three guards, each enough alone for its step: the renewal payment's key is (subscription,
 * period) and unique per user, so only one runner can claim the charge; the provider key derives from it,
 * so a retried charge is the same charge; and every subscription change is conditional on the subscription
 * still being ACTIVE at that same period, so only one runner can advance it or mark it PAST_DUE.
 */
async function renewOne(
  ctx: AppContext,
  log: FastifyBaseLogger,
  subscriptionId: number,
  now: Date,
): Promise<RenewalOutcome> {
  const [due] = await ctx.db
    .select({
      subscription: subscriptions,
      plan: plans,
      user: { id: users.id, name: users.name, email: users.email, credits: users.credits },
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.status, 'ACTIVE'),
        lte(subscriptions.nextBillingDate, now),
      ),
    );
  if (!due?.subscription.nextBillingDate) return 'skipped';
  const { subscription, plan, user } = due;
  const period = due.subscription.nextBillingDate;
  const next = nextBillingDate(subscription.startDate, plan.interval, period, now);
  const periodKey = `renewal:${subscription.id}:${period.toISOString()}`;
  const stillDue = and(
    eq(subscriptions.id, subscription.id),
    eq(subscriptions.status, 'ACTIVE'),
    eq(subscriptions.nextBillingDate, period),
  );

  const markPastDue = async (problem: RenewalProblem, failedPaymentId?: number): Promise<RenewalOutcome> => {
    const marked = await ctx.db.transaction(async (tx) => {
      if (failedPaymentId !== undefined && problem.kind === 'declined')
        await failPayment(tx, failedPaymentId, problem.message);
      const [changed] = await tx
        .update(subscriptions)
        .set({ status: 'PAST_DUE' })
        .where(stillDue)
        .returning({ id: subscriptions.id });
      return Boolean(changed);
    });
    if (!marked) return 'skipped';
    log.info({ subscriptionId: subscription.id, reason: problem.kind }, 'subscription past due');
    await ctx.mailer.send(renewalFailedMail(ctx.config.appUrl, user, plan, problem));
    return 'past-due';
  };

  // Checked before any charge: the user must not pay for credits the ledger would refuse.
  if (!balanceCanTake(user.credits, plan.creditAmount)) return markPastDue({ kind: 'balance-full' });

  // A free plan renews without a charge; the ledger reference is the period, so it is granted once.
  if (plan.price === 0) {
    const advanced = await ctx.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(subscriptions)
        .set({ nextBillingDate: next })
        .where(stillDue)
        .returning({ id: subscriptions.id });
      if (changed && plan.creditAmount > 0)
        await changeCredits(tx, {
          userId: user.id,
          amount: plan.creditAmount,
          reason: 'renewal',
          reference: periodKey,
        });
      return Boolean(changed);
    });
    return advanced ? 'renewed' : 'skipped';
  }

  const card = await renewalCardFor(ctx, subscription);
  if (!card) return markPastDue({ kind: 'no-card' });

  // Claimed under the user's purchase lock, as purchases are: while a purchase of the user is being charged
  // (it may replace this very subscription) the renewal waits for a later run, and a subscription a purchase
  // has just replaced is not charged for.
  const claim = await ctx.db.transaction(async (tx) => {
    await lockUserPurchases(tx, user.id);
    const inFlight = await paymentInFlight(tx, user.id, null);
    if (inFlight && inFlight.idempotencyKey !== periodKey) return 'wait' as const;
    const [current] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(stillDue);
    if (!current) return 'wait' as const;
    return claimPayment(tx, {
      userId: user.id,
      planId: plan.id,
      subscriptionId: subscription.id,
      amount: plan.price,
      currency: 'USD',
      creditAmount: plan.creditAmount,
      provider: ctx.payments.name,
      idempotencyKey: periodKey,
    });
  });
  if (claim === 'wait') return 'skipped';
  let payment = claim;
  if (!payment) {
    // Another runner has this period. Only a runner that died mid-charge leaves it to be taken over.
    const existing = await findPayment(ctx.db, user.id, periodKey);
    payment = existing?.status === 'PENDING' ? await reclaimStalePayment(ctx.db, existing.id) : null;
    if (!payment) return 'skipped';
  }

  let result;
  try {
    result = await ctx.payments.charge({
      source: { kind: 'card', cardId: card.providerCardId },
      amountCents: plan.price,
      currency: 'USD',
      idempotencyKey: providerIdempotencyKey(user.id, periodKey),
      customer: { userId: user.id, name: user.name, email: user.email },
      note: `Amicus ${plan.name} plan renewal`,
      referenceId: `payment-${payment.id}`,
    });
  } catch (error) {
    // Outcome unknown: give the period back; the next run charges again with the same provider key.
    await releasePayment(ctx.db, payment.id);
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    log.warn({ subscriptionId: subscription.id, error: describeError(error) }, 'renewal postponed');
    return 'skipped';
  }
  if (result.status !== 'succeeded')
    return markPastDue({ kind: 'declined', message: result.message }, payment.id);

  const paymentId = payment.id;
  const renewed = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(payments)
      .set({ status: 'COMPLETED', providerPaymentId: result.providerPaymentId })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
      .returning({ id: payments.id });
    if (!done) return false;
    // Cancelled while the charge ran: the period is paid, so its credits are granted, but nothing advances.
    await tx.update(subscriptions).set({ nextBillingDate: next }).where(stillDue);
    if (plan.creditAmount > 0)
      await changeCredits(tx, {
        userId: user.id,
        amount: plan.creditAmount,
        reason: 'renewal',
        reference: `payment:${paymentId}`,
      });
    return true;
  });
  if (!renewed) return 'skipped';
  log.info({ subscriptionId: subscription.id, paymentId }, 'subscription renewed');
  await ctx.mailer.send(renewedMail(ctx.config.appUrl, user, plan, next));
  return 'renewed';
}

/**
 * Renews every ACTIVE subscription whose nextBillingDate has passed (by `now`, the app's clock unless given),
 * up to one batch per run; the scheduler calls it every minute and tests call it with a clock they control.
 * Safe to run on several instances at once.
 */
export async function runRenewals(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: { now?: Date } = {},
): Promise<RenewalReport> {
  const now = options.now ?? ctx.clock.now();
  const due = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptions.nextBillingDate, now)))
    .orderBy(asc(subscriptions.nextBillingDate), asc(subscriptions.id))
    .limit(RENEWAL_BATCH);
  const report: RenewalReport = { renewed: 0, pastDue: 0, skipped: 0 };
  for (const { id } of due) {
    try {
      const outcome = await renewOne(ctx, log, id, now);
      if (outcome === 'renewed') report.renewed += 1;
      else if (outcome === 'past-due') report.pastDue += 1;
      else report.skipped += 1;
    } catch (error) {
      // One broken subscription must not stop the others; it is tried again on the next run.
      report.skipped += 1;
      log.error({ subscriptionId: id, error: describeError(error) }, 'renewal failed');
    }
  }
  return report;
}
