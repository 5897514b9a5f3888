import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../db/client';
import { jobs, plans, subscriptions } from '../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** Heartbeats and claims are not changes a follower should see: the row's updated_at stays as it was. */
const keepUpdatedAt = sql`${jobs.updatedAt}`;

export async function readJob(db: DbOrTx, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * Claims the next due job of one of `kinds` for `instanceId`, or none, fairly between users. The row is locked with SKIP LOCKED, so
 * two instances polling at once never take the same job; a running job whose lease has passed (its instance
 * died) is due again while it has attempts left.
 */
export async function claimDueJob(
  db: Database,
  options: { kinds: string[]; instanceId: string; now: Date; leaseMs: number },
): Promise<JobRow | undefined> {
  const { now } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, options.kinds),
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
          and(
            eq(jobs.status, 'running'),
            lt(jobs.leaseUntil, now),
            lt(jobs.attempts, jobs.maxAttempts),
            eq(jobs.cancelRequested, false),
          ),
        ),
      ),
    )
    // Fair between users: one with fewer jobs running first; among those, a subscriber whose plan sells priority
    // (its entitlements); then the one whose last job started longest ago (none yet: first), then first come.
    // Two long recordings of one user do not hold another's analysis, and priority never outruns fairness.
    .orderBy(
      sql`(select count(*) from ${jobs} as mine where mine.user_id = ${jobs.userId} and mine.status = 'running')`,
      sql`exists (select 1 from ${subscriptions} join ${plans} on ${plans.id} = ${subscriptions.planId}
        where ${subscriptions.userId} = ${jobs.userId} and ${subscriptions.status} = 'ACTIVE'
          and ${plans.entitlements} @> '{"priority": true}'::jsonb) desc`,
      sql`(select max(mine.started_at) from ${jobs} as mine where mine.user_id = ${jobs.userId} and mine.id <> ${jobs.id}) asc nulls first`,
      jobs.runAt,
      jobs.id,
    )
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.instanceId,
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      startedAt: sql`coalesce(${jobs.startedAt}, ${at(now)})`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return row;
}

/** Extends this instance's leases; answers the jobs it still holds, and whether their owner asked to cancel. */
export async function renewLeases(
  db: Database,
  options: { ids: number[]; instanceId: string; now: Date; leaseMs: number },
): Promise<{ id: number; cancelRequested: boolean }[]> {
  if (options.ids.length === 0) return [];
  return db
    .update(jobs)
    .set({ leaseUntil: new Date(options.now.getTime() + options.leaseMs), updatedAt: keepUpdatedAt })
    .where(
      and(inArray(jobs.id, options.ids), eq(jobs.lockedBy, options.instanceId), eq(jobs.status, 'running')),
    )
    .returning({ id: jobs.id, cancelRequested: jobs.cancelRequested });
}

/**
 * Settles jobs whose instance died and that may not run again: cancelled when their owner asked, failed
 * when they have used every attempt. Answers their ids.
 */
export async function settleAbandonedJobs(
  db: Database,
  options: { now: Date; interruptedMessage: string },
): Promise<number[]> {
  const abandoned = and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, options.now));
  const released = { lockedBy: null, leaseUntil: null, finishedAt: options.now };
  const cancelled = await db
    .update(jobs)
    .set({ status: 'cancelled', ...released })
    .where(and(abandoned, eq(jobs.cancelRequested, true)))
    .returning({ id: jobs.id });
  const failed = await db
    .update(jobs)
    .set({ status: 'failed', error: options.interruptedMessage, errorCode: 'INTERNAL', ...released })
    .where(and(abandoned, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  return [...cancelled, ...failed].map((row) => row.id);
}

/** Writes to a job this instance holds; nothing happens if it lost the claim meanwhile. */
export async function updateHeldJob(
  db: Database,
  id: number,
  instanceId: string,
  values: PgUpdateSetSource<typeof jobs>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(values)
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, instanceId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Puts a job that stopped without finishing (shutdown, passing failure) back in the queue. */
export const requeued = (runAt: Date, attemptsBack: number) => ({
  status: 'queued' as const,
  runAt,
  lockedBy: null,
  leaseUntil: null,
  attempts: sql`${jobs.attempts} - ${attemptsBack}`,
});
