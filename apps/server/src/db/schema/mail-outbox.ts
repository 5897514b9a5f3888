import { pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

export const mailStatusEnum = pgEnum('mail_status', ['logged', 'sent', 'failed']);

/** Every e-mail the product sends: delivered over SMTP when configured, else only logged and kept here. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  status: mailStatusEnum('status').notNull(),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamptz('sent_at'),
});
