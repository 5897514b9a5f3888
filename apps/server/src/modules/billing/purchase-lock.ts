import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { payerPayment, STALE_PENDING_SECONDS, type PaymentRow } from './payment-claims';

/** The advisory lock class of "one user's purchases"; the second key is the user's id. */
const PURCHASE_LOCK_CLASS = 727_270_002;

/**
 * Takes the user's purchase lock until the transaction ends, on every instance sharing the database (an
 * advisory lock, so it works on PGlite too and blocks nothing else on the user's row). Held only while a
 * purchase is decided and claimed, never across the card charge: the PENDING payment it leaves marks the
 * purchase in flight, and the next purchase waits for that instead.
 */
export async function lockUserPurchases(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK_CLASS}::int, ${userId}::int)`);
}

/**
 * Another payment of the user still being charged (a purchase or a renewal), if any, other than `exceptId`.
 * One left PENDING by a worker that died is not counted once it is stale: it may be taken over by its key.
 */
export async function paymentInFlight(
  tx: Tx,
  userId: number,
  exceptId: number | null,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'PENDING'),
        exceptId === null ? undefined : ne(payments.id, exceptId),
        sql`${payments.updatedAt} >= now() - ${sql.raw(`interval '${STALE_PENDING_SECONDS} seconds'`)}`,
      ),
    )
    .limit(1);
  return payerPayment(row);
}
