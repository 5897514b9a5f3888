import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditLedger, users } from '../../db/schema/index';
import { chatMessages } from '@amicus/contract/chats/messages';
import { AppError } from '../../http/app-error';

export type CreditReason = (typeof creditLedger.$inferInsert)['reason'];

export type CreditChange = { userId: number; amount: number; reason: CreditReason; reference: string };

/**
 * Applies one change of a user's credits: a ledger row and the balance, in the caller's transaction. The unique
 * reference makes a retry a no-op (`applied: false`); a debit that would go below zero is refused with a 402.
 */
export async function changeCredits(
  tx: DbOrTx,
  change: CreditChange,
): Promise<{ applied: boolean; balance: number }> {
  const [entry] = await tx
    .insert(creditLedger)
    .values({ ...change, balanceAfter: 0 })
    .onConflictDoNothing({ target: creditLedger.reference })
    .returning({ id: creditLedger.id });
  if (!entry) {
    const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, change.userId));
    return { applied: false, balance: user?.credits ?? 0 };
  }
  const [updated] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${change.amount}` })
    .where(and(eq(users.id, change.userId), gte(sql`${users.credits} + ${change.amount}`, 0)))
    .returning({ credits: users.credits });
  // Throwing rolls the caller's transaction back, ledger row included.
  if (!updated) throw new AppError('INSUFFICIENT_CREDITS', chatMessages.notEnoughCredits);
  await tx.update(creditLedger).set({ balanceAfter: updated.credits }).where(eq(creditLedger.id, entry.id));
  return { applied: true, balance: updated.credits };
}
