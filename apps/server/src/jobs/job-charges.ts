import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type DbOrTx } from '../db/client';
import { creditLedger, jobs } from '../db/schema/index';
import { changeCredits } from '../domain/credits/ledger';

/** The ledger reference of a job's charge; its refund is `refund:` and the same. */
export const jobChargeReference = (jobId: number) => `job:${jobId}`;

/** Debits a job's price in the transaction that queues it: a balance that cannot pay is a 402 that rolls it back. */
export async function chargeJob(
  tx: DbOrTx,
  job: { id: number; userId: number },
  price: number,
): Promise<void> {
  if (price <= 0) return;
  await changeCredits(tx, {
    userId: job.userId,
    amount: -price,
    reason: 'work',
    reference: jobChargeReference(job.id),
  });
}

/** How far back the periodic sweep looks for a failed or cancelled job whose refund a crash may have missed. */
const SWEEP_WINDOW = sql`interval '1 day'`;

/**
 * Gives back what failed or cancelled jobs were charged, as a failed reply's message is refunded (decision 006):
 * the user must start the work again, and must not pay twice for one result. `ids`: the jobs just settled;
 * without them, every such job of the last day (a crash between a job's end and its refund). The refund's own
 * unique reference makes each one happen once, however many instances settle the same job.
 */
export async function refundUnsuccessfulJobs(db: Database, ids?: number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const which = ids ? inArray(jobs.id, ids) : sql`${jobs.finishedAt} > now() - ${SWEEP_WINDOW}`;
  const owed = await queryRows<{ user_id: number; amount: number; reference: string }>(
    db,
    sql`select charge.user_id, charge.amount, charge.reference
      from ${jobs} join ${creditLedger} charge on charge.reference = 'job:' || ${jobs.id}
      where ${which} and ${jobs.status} in ('failed', 'cancelled')
        and not exists (select 1 from ${creditLedger} refund where refund.reference = 'refund:' || charge.reference)`,
  );
  let refunded = 0;
  for (const charge of owed) {
    const { applied } = await db.transaction((tx) =>
      changeCredits(tx, {
        userId: charge.user_id,
        amount: -charge.amount,
        reason: 'refund',
        reference: `refund:${charge.reference}`,
      }),
    );
    if (applied) refunded += 1;
  }
  return refunded;
}
