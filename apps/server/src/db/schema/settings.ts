import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/** A user's own LLM choice. The API key is AES-256-GCM ciphertext, never returned whole. */
export const llmSettings = pgTable('llm_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  model: text('model'),
  apiKeyEncrypted: text('api_key_encrypted'),
  systemPrompt: text('system_prompt'),
  updatedAt: updatedAt(),
});

/** Server-wide settings an admin changes at run time (defaults over the environment), and seed markers. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
