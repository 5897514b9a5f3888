import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { chatMessages } from '@amicus/contract/chats/messages';
import type { FileQuoteCheck } from '@amicus/contract/chats/attachments';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import type { Database, DbOrTx } from '../../../db/client';
import { creditLedger, messages, users } from '../../../db/schema/index';
import { changeCredits } from '../../../domain/credits/ledger';
import { creditBalance } from '../../../domain/credits/balance';
import type { MessageRow } from '../chat-dto';
import type { ReplyOutcome } from './reply-events';

/**
 * The debit behind a reply (a user message's, or a first reply's past the free allowance), by its ledger
 * reference, given back when refundDue says so.
 */
export type Charge = { reference: string; amount: number };

/** The ledger reference of a message's debit (sendMessage writes it in SQL from the same prefix). */
export const DEBIT_REFERENCE_PREFIX = 'message:';
export const debitReference = (userMessageId: number) => `${DEBIT_REFERENCE_PREFIX}${userMessageId}`;
/** The ledger reference of a chat's first reply's debit, by the reply's id. */
export const firstReplyReference = (replyId: number) => `first-reply:${replyId}`;
/** The ledger reference of a regenerated reply's debit (a regenerate, or an edit's reply), by the reply's id. */
export const regenerateReference = (replyId: number) => `regenerate:${replyId}`;
/** `refund:message:{id}` for a message, `refund:first-reply:{id}` for a first reply. */
export const refundReference = (debit: string) => `refund:${debit}`;

/**
 * Whether a reply's credit is given back. A failed reply (provider error, stall, deadline, crash, shutdown)
 * tells the user to send the message again, so it is refunded whatever text it kept: paying twice for one
 * answer would be wrong. A reply the user stopped is theirs to judge, refunded only if nothing had arrived.
 */
export const refundDue = (status: ReplyOutcome['status'], text: string): boolean =>
  status === 'failed' || (status === 'stopped' && text === '');

export type Settlement = {
  replyId: number;
  userId: number;
  text: string;
  status: ReplyOutcome['status'];
  error: string | null;
  /** Refunded in the same transaction as the reply is marked; the unique reference makes it happen once. */
  refund: Charge | null;
  /** The library passages the reply was given, and what the citation check found (left as stored when absent). */
  sources?: CitedSource[] | null;
  citationCheck?: CitationCheck | null;
  /** What the check of its quotations of attached files found (left as stored when absent). */
  fileQuoteCheck?: FileQuoteCheck | null;
};

/** Whether the stream reports a check: it had sources or something cited (the check is stored either way). */
export const worthReporting = (
  check: CitationCheck | null | undefined,
  sources: CitedSource[] | null | undefined,
) => !!check && ((sources?.length ?? 0) > 0 || check.markers > 0 || check.issues.length > 0);

/**
 * Stores how a reply ended: its text, status and error, and the refund when one is due, in one transaction.
 * Only a reply still marked `streaming` is settled, so a reply is settled once whoever gets there first.
 */
export async function settleReply(db: Database, settlement: Settlement): Promise<ReplyOutcome> {
  const { replyId, userId, text, status, error, refund, sources, citationCheck, fileQuoteCheck } = settlement;
  const reported = worthReporting(citationCheck, sources) ? { citationCheck } : {};
  const outcome = (credits: number): ReplyOutcome => ({ status, error, credits, ...reported });
  const mark = (tx: DbOrTx) =>
    tx
      .update(messages)
      .set({
        message: text,
        status,
        error,
        ...(sources !== undefined ? { sources } : {}),
        ...(citationCheck !== undefined ? { citationCheck } : {}),
        ...(fileQuoteCheck !== undefined ? { fileQuoteCheck } : {}),
      })
      .where(and(eq(messages.id, replyId), eq(messages.status, 'streaming')))
      .returning({
        credits: sql<number>`(select ${users.credits} from ${users} where ${users.id} = ${userId})`,
      });

  // Most replies owe no refund: one statement, answering the balance too.
  if (!refund || refund.amount <= 0) {
    const [marked] = await mark(db);
    return outcome(marked?.credits ?? (await creditBalance(db, userId)));
  }
  return db.transaction(async (tx) => {
    const [marked] = await mark(tx);
    if (!marked) return outcome(await creditBalance(tx, userId));
    const { balance } = await changeCredits(tx, {
      userId,
      amount: refund.amount,
      reason: 'refund',
      reference: refundReference(refund.reference),
    });
    return outcome(balance);
  });
}

/**
 * The charge behind a reply: its own debit when it was regenerated, else the debit of the user message just
 * before it, or for a chat's first reply its own debit (none when it was free).
 */
export async function chargeOfReply(
  db: DbOrTx,
  reply: Pick<MessageRow, 'id' | 'chatId'>,
): Promise<Charge | null> {
  const [userMessage] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.chatId, reply.chatId), eq(messages.sender, 'user'), lt(messages.id, reply.id)))
    .orderBy(desc(messages.id))
    .limit(1);
  const regenerated = regenerateReference(reply.id);
  const references = [
    regenerated,
    userMessage ? debitReference(userMessage.id) : firstReplyReference(reply.id),
  ];
  const entries = await db
    .select({ reference: creditLedger.reference, amount: creditLedger.amount })
    .from(creditLedger)
    .where(inArray(creditLedger.reference, references));
  const entry = entries.find((e) => e.reference === regenerated) ?? entries[0];
  return entry ? { reference: entry.reference, amount: -entry.amount } : null;
}

/**
 * Settles a reply whose job no longer runs anywhere (its process crashed or was killed): the text it had
 * saved is kept, it is marked failed ("Please send your message again") and its credit refunded.
 */
export async function settleInterruptedReply(db: Database, reply: MessageRow, userId: number): Promise<void> {
  await settleReply(db, {
    replyId: reply.id,
    userId,
    text: reply.message,
    status: 'failed',
    error: chatMessages.replyInterrupted,
    refund: await chargeOfReply(db, reply),
  });
}
