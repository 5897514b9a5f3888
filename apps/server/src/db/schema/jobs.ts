import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

/** queued → running → succeeded | failed | cancelled; a retryable failure or a shutdown puts it back to queued. */
export const jobStatusEnum = pgEnum('job_status', ['queued', 'running', 'succeeded', 'failed', 'cancelled']);

/**
 * Long work (analyses, imports, reviews, drafts, transcriptions) run by the job runner. A job is claimed by one
 * instance at a time: `locked_by` holds it while `lease_until` is in the future, and the instance extends the
 * lease while it works, so a job whose instance died is picked up again once its lease has passed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The owner, who may follow and cancel it; null for the server's own work (a library import). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: jobStatusEnum('status').notNull().default('queued'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    result: jsonb('result').$type<unknown>(),
    /** A message fit to show the owner, and its error code, when the job failed (or last failed). */
    error: text('error'),
    errorCode: text('error_code'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** When it may next be claimed: now, or later after a retryable failure (backoff). */
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseUntil: timestamptz('lease_until'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The claim's scan: only waiting and running jobs, by when they are due.
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_user_idx').on(t.userId, t.createdAt),
  ],
);
