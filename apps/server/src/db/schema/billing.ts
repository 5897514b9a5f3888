import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PlanEntitlements } from '@amicus/contract/plans/schemas';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

export const planIntervalEnum = pgEnum('plan_interval', ['month', 'year']);

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Integer cents, USD. */
  price: integer('price').notNull(),
  currency: text('currency').notNull().default('USD'),
  interval: planIntervalEnum('interval').notNull().default('month'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  creditAmount: integer('credit_amount').notNull(),
  /** What subscribers are entitled to (contract `planEntitlementsSchema`), edited beside the plan. */
  entitlements: jsonb('entitlements').$type<PlanEntitlements>().notNull().default({ priority: false }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subscriptionStatusEnum = pgEnum('subscription_status', ['ACTIVE', 'CANCELLED', 'PAST_DUE']);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the card on file; the card number and CVC never reach the server. */
    providerCardId: text('provider_card_id').notNull(),
    cardType: text('card_type').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatusEnum('status').notNull().default('ACTIVE'),
    startDate: timestamptz('start_date').notNull().defaultNow(),
    nextBillingDate: timestamptz('next_billing_date'),
    /** The card renewals charge; null when the purchase used a one-off token. */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    cancelledAt: timestamptz('cancelled_at'),
    /** The billing date the user was warned had no card to charge: one warning per period. */
    noCardWarnedFor: timestamptz('no_card_warned_for'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_plan_idx').on(t.planId),
    /** Active subscribers per plan (the dashboard's plan distribution) from an index-only scan. */
    index('subscriptions_active_plan_idx')
      .on(t.planId)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('subscriptions_due_idx')
      .on(t.nextBillingDate)
      .where(sql`${t.status} = 'ACTIVE'`),
    /** At most one ACTIVE subscription per user. */
    uniqueIndex('subscriptions_one_active_key')
      .on(t.userId)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const paymentStatusEnum = pgEnum('payment_status', ['PENDING', 'COMPLETED', 'FAILED']);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is deleted: the record is kept, as tax law requires, without the person. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => plans.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    creditAmount: integer('credit_amount').notNull().default(0),
    status: paymentStatusEnum('status').notNull().default('PENDING'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** Client key (or renewal period key): one charge per key and user. */
    idempotencyKey: text('idempotency_key').notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payments_user_idx').on(t.userId),
  ],
);
