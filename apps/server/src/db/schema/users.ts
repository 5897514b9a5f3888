import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const roleEnum = pgEnum('user_role', ['user', 'admin']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lastName: text('last_name'),
    username: text('username').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Relative path under the avatar store, e.g. `uploads/avatars/<random>.png`. */
    profileImage: text('profile_image'),
    role: roleEnum('role').notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    /** Balance kept beside the append-only credit ledger, changed only in the same transaction as a ledger row. */
    credits: integer('credits').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_credits_idx').on(t.credits),
    /** The admin chat list pages non-admin accounts newest first, and counts them, from this index alone. */
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    /** Dashboard figures (accounts, active accounts, credits in hand) from an index-only scan. */
    index('users_active_credits_idx').on(t.isActive, t.credits),
  ],
);
