import type { Subscription } from '@amicus/contract/subscriptions/schemas';
import type { subscriptions } from '../../db/schema/index';
import { toPlan, type PlanRow } from '../../domain/billing/to-plan';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toSubscription(row: SubscriptionRow, plan: PlanRow): Subscription {
  return {
    id: row.id,
    userId: row.userId,
    planId: row.planId,
    plan: toPlan(plan),
    status: row.status,
    startDate: row.startDate.toISOString(),
    nextBillingDate: row.nextBillingDate?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    paymentMethodId: row.paymentMethodId,
    createdAt: row.createdAt.toISOString(),
  };
}
