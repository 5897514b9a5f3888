import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { creditLedger, users } from '../../db/schema/index';
import { chatMessages } from '@amicus/contract/chats/messages';
import { creditMessages, MAX_CREDIT_BALANCE } from '@amicus/contract/credits/schemas';
import { AppError, badRequest } from '../../http/app-error';

export type CreditReason = (typeof creditLedger.$inferInsert)['reason'];

export type CreditChange = { userId: number; amount: number; reason: CreditReason; reference: string };

/**
 * Applies one change of a user's credits: a ledger row and the balance, in the caller's transaction. The unique
 * reference makes a retry a no-op (`applied: false`); a debit that would go below zero is refused with a 402,
 * a grant past MAX_CREDIT_BALANCE with a 400 (the column would overflow).
 *
 * One statement on the common path (it runs before every chat reply): the balance is updated under its row
 * lock and the ledger row is written from the updated balance, so `balanceAfter` is exact even when changes
 * for one user run at once. A retried reference finds its ledger row taken; the balance change of this
 * statement is then undone, which only a retry pays for.
 */
export async function changeCredits(
  tx: DbOrTx,
  change: CreditChange,
): Promise<{ applied: boolean; balance: number }> {
  const { userId, amount, reason, reference } = change;
  const [row] = await queryRows<{ credits: number | null; entry_id: number | null }>(
    tx,
    sql`
    with updated as (
      update ${users} set credits = credits + ${amount}
      where id = ${userId} and credits::bigint + ${amount} between 0 and ${MAX_CREDIT_BALANCE}
      returning credits
    ), entry as (
      insert into ${creditLedger} (user_id, amount, balance_after, reason, reference)
      select ${userId}, ${amount}, credits, ${reason}, ${reference} from updated
      on conflict (reference) do nothing
      returning id
    )
    select (select credits from updated) as credits, (select id from entry) as entry_id`,
  );
  const credits = row?.credits ?? null;
  if (credits !== null && row?.entry_id != null) return { applied: true, balance: Number(credits) };

  const [existing] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.reference, reference));
  if (existing) {
    // A retry: the change was applied before. Undo this statement's balance change, if it made one.
    const [user] =
      credits === null
        ? await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId))
        : await tx
            .update(users)
            .set({ credits: sql`${users.credits} - ${amount}` })
            .where(eq(users.id, userId))
            .returning({ credits: users.credits });
    return { applied: false, balance: user?.credits ?? 0 };
  }
  // Throwing rolls the caller's transaction back.
  if (amount > 0) throw badRequest(creditMessages.balanceTooLarge);
  throw new AppError('INSUFFICIENT_CREDITS', chatMessages.notEnoughCredits);
}

/**
 * Refuses, before anything is charged, a grant the balance could not take: a card must not be charged for
 * credits the ledger would then refuse.
 */
export async function assertCreditsFit(db: DbOrTx, userId: number, amount: number): Promise<void> {
  const [user] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  if (user && !balanceCanTake(user.credits, amount)) throw badRequest(creditMessages.balanceTooLarge);
}

/** Whether a balance can take a grant of `amount` without passing MAX_CREDIT_BALANCE. */
export const balanceCanTake = (balance: number, amount: number) => balance + amount <= MAX_CREDIT_BALANCE;
