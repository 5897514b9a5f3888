import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { planMessages } from '@amicus/contract/plans/messages';
import type { createPlanBodySchema, Plan, updatePlanBodySchema } from '@amicus/contract/plans/schemas';
import type { AppContext } from '../../app-context';
import { payments, plans, subscriptions } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordRowChange } from '../../domain/audit/record-audit';
import { toPlan } from '../../domain/billing/to-plan';

type CreatePlan = z.output<typeof createPlanBodySchema>;
type UpdatePlan = z.output<typeof updatePlanBodySchema>;

/** Users see the plans on sale; admins also the deactivated ones, to edit or re-activate them. */
export async function listPlans(ctx: AppContext, includeInactive: boolean): Promise<Plan[]> {
  const rows = await ctx.db
    .select()
    .from(plans)
    .where(includeInactive ? undefined : eq(plans.isActive, true))
    .orderBy(asc(plans.price), asc(plans.id));
  return rows.map(toPlan);
}

export async function getPlan(ctx: AppContext, id: number, includeInactive: boolean): Promise<Plan> {
  const [row] = await ctx.db.select().from(plans).where(eq(plans.id, id));
  if (!row || (!row.isActive && !includeInactive)) throw notFound(planMessages.notFound);
  return toPlan(row);
}

export async function createPlan(ctx: AppContext, actor: AuditActor, body: CreatePlan): Promise<Plan> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(plans).values(body).returning();
    await recordRowChange(tx, actor, {
      entityType: 'plan',
      entityId: row!.id,
      after: row,
      at: ctx.clock.now(),
    });
    return toPlan(row!);
  });
}

/**
 * Changes apply to future purchases and renewals; subscriptions already running keep their plan id and so
 * renew at the plan's new price and credits, as a price change on any subscription service does.
 */
export async function updatePlan(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: UpdatePlan,
): Promise<Plan> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!before) throw notFound(planMessages.notFound);
    if (Object.keys(changes).length === 0) return toPlan(before);
    const [row] = await tx.update(plans).set(changes).where(eq(plans.id, id)).returning();
    await recordRowChange(tx, actor, {
      entityType: 'plan',
      entityId: id,
      before,
      after: row,
      at: ctx.clock.now(),
    });
    return toPlan(row!);
  });
}

/**
 * Erases a plan nobody ever subscribed to or paid for. A plan with any subscription or payment (past ones
 * included) is deactivated instead: those records keep pointing at it, and it is no longer sold.
 */
export async function deletePlan(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
): Promise<{ id: number; deleted: boolean; deactivated: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!plan) throw notFound(planMessages.notFound);
    const [{ used } = { used: false }] = await tx
      .select({
        used: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.planId} = ${id})
          or exists (select 1 from ${payments} where ${payments.planId} = ${id})`,
      })
      .from(plans)
      .where(eq(plans.id, id));
    const at = ctx.clock.now();
    if (used) {
      const [after] = await tx.update(plans).set({ isActive: false }).where(eq(plans.id, id)).returning();
      await recordRowChange(tx, actor, {
        entityType: 'plan',
        entityId: id,
        before: plan,
        after,
        action: 'delete',
        at,
      });
      return { id, deleted: false, deactivated: true };
    }
    await tx.delete(plans).where(eq(plans.id, id));
    await recordRowChange(tx, actor, { entityType: 'plan', entityId: id, before: plan, at });
    return { id, deleted: true, deactivated: false };
  });
}
