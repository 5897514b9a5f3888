import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscriptions, users } from '../../db/schema/index';
import type { PlanRow } from '../../domain/billing/to-plan';
import { addIntervals } from './billing-period';
import type { SubscriptionRow } from './to-subscription';

/**
 * Starts an ACTIVE subscription in the caller's transaction: startDate now, nextBillingDate one interval later.
 * Whatever the user had before (the ACTIVE plan they switch away from, or a PAST_DUE one) is cancelled first,
 * which the one-ACTIVE-per-user index requires. The user's row is locked first, so two purchases of one user
 * at the same moment run one after the other instead of colliding on that index.
 */
export async function activateSubscription(
  tx: Tx,
  input: { userId: number; plan: PlanRow; now: Date; paymentMethodId: number | null },
): Promise<{ subscription: SubscriptionRow; replaced: SubscriptionRow[] }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
  const replaced = await tx
    .update(subscriptions)
    .set({ status: 'CANCELLED', cancelledAt: input.now, nextBillingDate: null })
    .where(and(eq(subscriptions.userId, input.userId), inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE'])))
    .returning();
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: input.userId,
      planId: input.plan.id,
      status: 'ACTIVE',
      startDate: input.now,
      nextBillingDate: addIntervals(input.now, input.plan.interval, 1),
      paymentMethodId: input.paymentMethodId,
    })
    .returning();
  return { subscription: subscription!, replaced };
}
