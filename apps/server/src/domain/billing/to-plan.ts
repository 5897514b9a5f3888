import type { Plan } from '@amicus/contract/plans/schemas';
import type { plans } from '../../db/schema/index';

export type PlanRow = typeof plans.$inferSelect;

/** The one place a plan row becomes an answer: `isActive` is shown as `status`. */
export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: 'USD',
    interval: row.interval,
    features: row.features,
    creditAmount: row.creditAmount,
    entitlements: { priority: row.entitlements.priority === true },
    status: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
