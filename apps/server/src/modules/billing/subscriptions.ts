import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { paginationOf } from '@amicus/contract/common/pagination';
import { planMessages } from '@amicus/contract/plans/messages';
import { subscriptionMessages } from '@amicus/contract/subscriptions/messages';
import type {
  ActiveSubscription,
  allSubscriptionsQuerySchema,
  DirectSubscribeBody,
  Subscription,
  SubscriptionListResult,
} from '@amicus/contract/subscriptions/schemas';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { plans, subscriptions, users } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/authenticate';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordRowChange } from '../../domain/audit/record-audit';
import { changeCredits } from '../../domain/credits/ledger';
import { activateSubscription } from './activate';
import { renewalCardFor } from './renewal-card';
import { toSubscription } from './to-subscription';

/**
 * The signed-in user's ACTIVE subscription with its plan and the card its renewal will charge, or null
 * (PAST_DUE and CANCELLED ones are history).
 */
export async function getActiveSubscription(
  ctx: AppContext,
  userId: number,
): Promise<ActiveSubscription | null> {
  const [row] = await ctx.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'ACTIVE')));
  if (!row) return null;
  const card = await renewalCardFor(ctx, row.subscription);
  return {
    ...toSubscription(row.subscription, row.plan),
    renewalCard: card && { id: card.id, cardType: card.cardType, lastFourDigits: card.lastFourDigits },
  };
}

/** Refuses (409) to start the plan the user's ACTIVE subscription is already to: it would change nothing. */
export async function refuseCurrentPlan(db: DbOrTx, userId: number, planId: number | null): Promise<void> {
  const [active] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'ACTIVE')));
  if (active && active.planId === planId) throw new AppError('CONFLICT', subscriptionMessages.alreadyOnPlan);
}

export async function getSubscription(ctx: AppContext, id: number): Promise<Subscription> {
  const [row] = await ctx.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id));
  if (!row) throw notFound(subscriptionMessages.notFound);
  return toSubscription(row.subscription, row.plan);
}

/** Every subscription with its user and plan, newest first (admins). */
export async function listAllSubscriptions(
  ctx: AppContext,
  query: z.output<typeof allSubscriptionsQuerySchema>,
): Promise<Omit<SubscriptionListResult, 'success'>> {
  const where = query.status ? eq(subscriptions.status, query.status) : undefined;
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(subscriptions).where(where);
  const rows = await ctx.db
    .select({
      subscription: subscriptions,
      plan: plans,
      user: { id: users.id, name: users.name, username: users.username, email: users.email },
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map((r) => ({ ...toSubscription(r.subscription, r.plan), user: r.user })),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

/** One user's subscriptions, newest first: admins for anyone, users for themselves (others answer 404). */
export async function listUserSubscriptions(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
): Promise<Subscription[]> {
  if (actor.role !== 'admin' && actor.id !== userId) throw notFound(subscriptionMessages.notFound);
  const rows = await ctx.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map((r) => toSubscription(r.subscription, r.plan));
}

/**
 * Cancels an ACTIVE subscription for its owner or an admin; another user's answers 404 as if it did not exist.
 * CANCELLED is final. The update is conditional on ACTIVE, so two cancels at once succeed exactly once.
 * Credits already granted stay with the user; nothing more is billed.
 */
export async function cancelSubscription(
  ctx: AppContext,
  actor: AuthUser,
  audit: AuditActor | null,
  id: number,
): Promise<Subscription> {
  const [current] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!current || (actor.role !== 'admin' && current.userId !== actor.id))
    throw notFound(subscriptionMessages.notFound);
  const at = ctx.clock.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'CANCELLED', cancelledAt: at, nextBillingDate: null })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'ACTIVE')))
      .returning();
    if (row && audit)
      await recordRowChange(tx, audit, {
        entityType: 'subscription',
        entityId: id,
        before: current,
        after: row,
        action: 'cancel',
        at,
      });
    return row;
  });
  if (!cancelled) {
    const [now] = await ctx.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    throw new AppError(
      'CONFLICT',
      now?.status === 'CANCELLED'
        ? subscriptionMessages.alreadyCancelled
        : subscriptionMessages.onlyActiveCancellable,
    );
  }
  return getSubscription(ctx, cancelled.id);
}

/**
 * The ledger reference of a user's own start of a free plan, however it is started (POST /subscription/sub or
 * a purchase of price 0): its credits are granted once ever, so cancelling and starting again cannot mint
 * credits. Renewals grant them per period.
 */
export const freePlanGrantReference = (userId: number, planId: number) => `free-plan:${userId}:${planId}`;

/**
 * POST /subscription/sub: a subscription started without a charge. Admins may start any active plan for any
 * user (the first period is on the house; renewals then charge as usual). A user may only start a free plan
 * for themselves. The plan's own price, credits and interval apply; descriptive fields sent along must match.
 */
export async function directSubscribe(
  ctx: AppContext,
  actor: AuthUser,
  audit: AuditActor | null,
  body: DirectSubscribeBody,
): Promise<Subscription> {
  const userId = body.userId ?? actor.id;
  if (actor.role !== 'admin' && userId !== actor.id)
    throw new AppError('FORBIDDEN', subscriptionMessages.freePlanOnly);
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, body.planId));
  if (!plan) throw notFound(planMessages.notFound);
  if (!plan.isActive) throw badRequest(subscriptionMessages.planUnavailable);
  if (actor.role !== 'admin' && plan.price > 0)
    throw new AppError('FORBIDDEN', subscriptionMessages.freePlanOnly);
  const mismatch =
    (body.price !== undefined && body.price !== plan.price) ||
    (body.creditAmount !== undefined && body.creditAmount !== plan.creditAmount) ||
    (body.interval !== undefined && body.interval !== plan.interval);
  if (mismatch) throw badRequest('The price, credits or interval sent do not match this plan.');
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  await refuseCurrentPlan(ctx.db, userId, plan.id);

  const subscription = await ctx.db.transaction(async (tx) => {
    const { subscription: created } = await activateSubscription(tx, {
      userId,
      plan,
      now: ctx.clock.now(),
      paymentMethodId: null,
    });
    if (plan.creditAmount > 0) {
      await changeCredits(tx, {
        userId,
        amount: plan.creditAmount,
        reason: actor.role === 'admin' ? 'admin' : 'purchase',
        reference:
          actor.role === 'admin'
            ? `subscription:${created.id}:start`
            : freePlanGrantReference(userId, plan.id),
      });
    }
    if (audit)
      await recordRowChange(tx, audit, {
        entityType: 'subscription',
        entityId: created.id,
        after: created,
        at: ctx.clock.now(),
      });
    return created;
  });
  return getSubscription(ctx, subscription.id);
}
