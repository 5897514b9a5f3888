import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FileQuoteCheck, MessageFile } from '@amicus/contract/chats/attachments';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { categories } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export type QuestionResponse = { questionId: number | 'custom'; question: string };
export type LegalQuestionnaire = {
  country: string;
  state: string;
  role: 'plaintiff' | 'defendant' | 'other';
  description: string;
};

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** Category name at creation, so the prompt keeps its context if the category is later removed. */
    categoryName: text('category_name').notNull().default(''),
    title: text('title').notNull(),
    status: text('status').notNull().default('active'),
    questionResponses: jsonb('question_responses').$type<QuestionResponse[]>().notNull().default([]),
    legalQuestionnaire: jsonb('legal_questionnaire').$type<LegalQuestionnaire>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chats_user_created_idx').on(t.userId, t.createdAt)],
);

export const messageSenderEnum = pgEnum('message_sender', ['user', 'system']);
/** A system reply is `streaming` while its generation job runs, then `complete`, `stopped` or `failed`. */
export const messageStatusEnum = pgEnum('message_status', ['complete', 'streaming', 'stopped', 'failed']);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender: messageSenderEnum('sender').notNull(),
    message: text('message').notNull(),
    status: messageStatusEnum('status').notNull().default('complete'),
    /** Why a reply stopped early (provider failure), shown beside the partial text. */
    error: text('error'),
    /** The library passages a reply was given, numbered as it cites them ([1], [2]…). */
    sources: jsonb('sources').$type<CitedSource[]>(),
    /** What the citation check found in the finished reply; null until it ran. */
    citationCheck: jsonb('citation_check').$type<CitationCheck>(),
    /** What the check of its quotations of the chat's attached files found; null when it quoted none. */
    fileQuoteCheck: jsonb('file_quote_check').$type<FileQuoteCheck>(),
    /** The chat's files a user's message was sent with, named as they were then; null when none. */
    files: jsonb('files').$type<MessageFile[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('messages_chat_idx').on(t.chatId, t.id),
    // One reply at a time per chat, enforced by the database: two sends racing for one chat cannot both win.
    uniqueIndex('messages_one_streaming_reply_idx')
      .on(t.chatId)
      .where(sql`${t.status} = 'streaming'`),
  ],
);

/** One passage of an attached file as read: a heading or paragraph, with its page in a PDF. */
export type AttachmentPassage = { text: string; page: number | null };

/** A file attached to a chat (issue 18): every later reply reads its passages and may quote them. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Key in the file store (local DATA_DIR or S3); never a public path. */
    storageKey: text('storage_key').notNull(),
    /** SHA-256 of the bytes (hex): the same document attached again to a chat is not stored again. */
    sha256: text('sha256').notNull(),
    pages: integer('pages'),
    /** The text as headings and paragraphs, each with its page (PDFs), as the document reader gave it. */
    passages: jsonb('passages').$type<AttachmentPassage[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_attachments_chat_idx').on(t.chatId, t.sha256)],
);
