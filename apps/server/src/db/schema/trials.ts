import { index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const trialStatusEnum = pgEnum('trial_status', ['PENDING', 'COMPLETED', 'FAILED']);
export const trialRoleEnum = pgEnum('trial_role', ['plaintiff', 'defendant', 'other']);

export const trials = pgTable(
  'trials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: trialStatusEnum('status').notNull().default('PENDING'),
    caseDescription: text('case_description').notNull(),
    role: trialRoleEnum('role').notNull().default('plaintiff'),
    country: text('country').notNull(),
    state: text('state').notNull(),
    summary: text('summary'),
    caseAnalysis: text('case_analysis'),
    /** The latest Markdown report of POST /trials/analyze. */
    analysis: text('analysis'),
    /** The library passages the latest analysis was given, numbered as it cites them ([1], [2]…). */
    analysisSources: jsonb('analysis_sources').$type<CitedSource[]>(),
    /** What the citation check found in the latest analysis; null before one was written. */
    analysisCitationCheck: jsonb('analysis_citation_check').$type<CitationCheck>(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trials_user_idx').on(t.userId, t.createdAt), index('trials_created_idx').on(t.createdAt)],
);

export const trialFileSideEnum = pgEnum('trial_file_side', ['case', 'plaintiff', 'defendant']);

export const trialFiles = pgTable(
  'trial_files',
  {
    id: serial('id').primaryKey(),
    trialId: integer('trial_id')
      .notNull()
      .references(() => trials.id, { onDelete: 'cascade' }),
    /** The side it was first given for. */
    side: trialFileSideEnum('side').notNull(),
    /**
     * Every side it was given for (`side` among them), in the order case, plaintiff, defendant: a document
     * both parties gave is stored once and read for each.
     */
    sides: trialFileSideEnum('sides').array().notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Key in the file store (local DATA_DIR or S3); never a public path. */
    storageKey: text('storage_key').notNull(),
    extractedText: text('extracted_text'),
    /** SHA-256 of the bytes (hex): the same document uploaded again to a trial is not stored again. */
    sha256: text('sha256'),
    createdAt: createdAt(),
  },
  // (trial, digest) serves both a trial's files and the look-up of a digest within it.
  (t) => [index('trial_files_trial_sha256_idx').on(t.trialId, t.sha256)],
);
