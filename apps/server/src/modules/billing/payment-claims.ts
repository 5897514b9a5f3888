import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/index';

/**
 * A payment as purchases and renewals read it: always by or for its payer, so with one. (A deleted account's
 * payments are kept without it, user_id null, and nothing here reads them.)
 */
export type PaymentRow = typeof payments.$inferSelect & { userId: number };

/** The row as a PaymentRow; a payment whose account was deleted is none of these flows' business. */
export const payerPayment = (row: typeof payments.$inferSelect | undefined): PaymentRow | null =>
  row && row.userId !== null ? (row as PaymentRow) : null;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** A PENDING payment untouched this long lost its worker (a crash mid-charge) and may be taken over. */
export const STALE_PENDING_SECONDS = 60;

/**
 * The key sent to the provider for one of our idempotency keys: stable for the same user and key (so a retry
 * after an outage, or a takeover after a crash, can never take the money twice) and within Square's 45
 * characters.
 */
export function providerIdempotencyKey(userId: number, key: string): string {
  return `amicus-${createHash('sha256').update(`${userId}:${key}`).digest('hex').slice(0, 32)}`;
}

/**
 * Claims (user, key) by inserting a PENDING payment. The unique index on (user, idempotency key) makes exactly
 * one caller win, however many requests, instances or renewal runs race; the others get null.
 */
export async function claimPayment(db: DbOrTx, values: NewPayment): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
    .returning();
  return payerPayment(row);
}

export async function findPayment(db: DbOrTx, userId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  return payerPayment(row);
}

/** Waits while another request works on the payment; the row as it ends up, or null if it was released. */
export async function waitWhilePending(
  db: DbOrTx,
  id: number,
  timeoutMs = 15_000,
  pollMs = 100,
): Promise<PaymentRow | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    if (!row || row.status !== 'PENDING' || Date.now() >= deadline) return payerPayment(row);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Takes over a PENDING payment whose worker stopped; a conditional update, so only one taker wins. */
export async function reclaimStalePayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'PENDING'),
        sql`${payments.updatedAt} < now() - ${sql.raw(`interval '${STALE_PENDING_SECONDS} seconds'`)}`,
      ),
    )
    .returning();
  return payerPayment(row);
}

/**
 * Gives the key back when nothing was charged (an unreadable token) or nobody knows (the provider was
 * unreachable): a retry with the same key then charges with the same provider key, so at most once.
 */
export async function releasePayment(db: DbOrTx, id: number): Promise<void> {
  await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, 'PENDING')));
}

export async function failPayment(db: DbOrTx, id: number, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'FAILED', failureMessage: message.slice(0, 500) })
    .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')));
}
