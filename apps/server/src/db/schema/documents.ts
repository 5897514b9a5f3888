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
import type { LawFlag, LetterParts, StoredAnswers } from '@amicus/contract/documents/schemas';
import type { RichTextDoc } from '@amicus/contract/documents/rich-text';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { chats } from './chats';
import { createdAt, timestamptz, updatedAt } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/** Whether an admin turned a template (a file under domain/letters/templates) off; no row means enabled. */
export const documentTemplateSettings = pgTable('document_template_settings', {
  slug: text('slug').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

export const documentStatusEnum = pgEnum('document_status', ['interview', 'drafting', 'drafted']);

/** A user's document (issue 18): the template's interview answers, then the drafted letter and its versions. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateSlug: text('template_slug').notNull(),
    title: text('title').notNull(),
    /** The chat it was started from (its answers were pre-filled from it). */
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    status: documentStatusEnum('status').notNull().default('interview'),
    answers: jsonb('answers').$type<StoredAnswers>().notNull().default({}),
    /** The groups the user saved, in the order they did. */
    completedGroups: jsonb('completed_groups').$type<string[]>().notNull().default([]),
    /** The letter's parts around its body, filled from the answers when it was drafted (for the exports). */
    letter: jsonb('letter').$type<LetterParts>(),
    sources: jsonb('sources').$type<CitedSource[]>(),
    citationCheck: jsonb('citation_check').$type<CitationCheck>(),
    /** Sentences of the draft that state law without a source: shown to the user, never as settled. */
    lawFlags: jsonb('law_flags').$type<LawFlag[]>(),
    draftJobId: integer('draft_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    draftError: text('draft_error'),
    /** Counts every change of the body: a save must name the revision it was made on (409 otherwise). */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_user_idx').on(t.userId, t.updatedAt)],
);

export const documentVersionOriginEnum = pgEnum('document_version_origin', ['draft', 'edit', 'restore']);

/** Every version of a document's body; none is ever deleted but with its document. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    body: jsonb('body').$type<RichTextDoc>().notNull(),
    origin: documentVersionOriginEnum('origin').notNull(),
    /** For a restore: the version it copies. */
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
    /** When autosaves last changed it (edits within a few minutes update the latest version). */
    savedAt: timestamptz('saved_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_versions_n_key').on(t.documentId, t.n)],
);
