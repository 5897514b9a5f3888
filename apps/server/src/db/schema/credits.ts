import { index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const creditReasonEnum = pgEnum('credit_reason', [
  'signup',
  'message',
  'refund',
  'purchase',
  'renewal',
  'admin',
  // AI work run as a job (trial analyses, drafts, reviews, transcriptions, recording analyses).
  'work',
]);

/**
 * Append-only: every change of a user's credits is one row, written in the same transaction as the balance.
 * `reference` is unique so a retried payment or message never counts twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: creditReasonEnum('reason').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_ledger_reference_key').on(t.reference),
    index('credit_ledger_user_idx').on(t.userId, t.id),
  ],
);
