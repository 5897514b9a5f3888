import { index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ReviewResult } from '@amicus/contract/documents/review';
import { createdAt, updatedAt } from './columns';
import { jobs } from './jobs';
import { users } from './users';

export const documentReviewStatusEnum = pgEnum('document_review_status', ['reviewing', 'reviewed', 'failed']);

/**
 * A document a user uploaded for review (issue 18): the file in the store (kept when a review fails, so it can be
 * run again), what the reader told of it, the place its law is searched for, and the latest review.
 */
export const documentReviews = pgTable(
  'document_reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The file's name as uploaded, made safe to show. */
    title: text('title').notNull(),
    /** Key in the file store (local DATA_DIR or S3); never a public path, never the client's name. */
    storageKey: text('storage_key').notNull(),
    /** `pdf`, `docx`, `txt` or `md`, told from the bytes. */
    fileType: text('file_type').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    pages: integer('pages'),
    status: documentReviewStatusEnum('status').notNull().default('reviewing'),
    country: text('country').notNull(),
    state: text('state').notNull(),
    categoryId: integer('category_id'),
    /** The latest review job; the job row stays when it is done. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    error: text('error'),
    result: jsonb('result').$type<ReviewResult>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('document_reviews_user_idx').on(t.userId, t.createdAt)],
);
