import { and, desc, eq } from 'drizzle-orm';
import { reviewMessages as m } from '@amicus/contract/documents/review-messages';
import type {
  DocumentReview,
  ReviewFileType,
  ReviewStatus,
  ReviewSummary,
} from '@amicus/contract/documents/review';
import type { DbOrTx } from '../../db/client';
import { documentReviews, jobs } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

export type ReviewRow = typeof documentReviews.$inferSelect;
type JobStatus = (typeof jobs.$inferSelect)['status'];
type JobState = { status: JobStatus; error: string | null } | null;

/**
 * The review's status as its owner should see it. The job writes the status as it goes; a job the runner ended
 * without running it to the end (cancelled, or failed past its attempts) is read here: the file is kept.
 */
function statusOf(row: ReviewRow, job: JobState): { status: ReviewStatus; error: string | null } {
  if (row.status === 'reviewing' && job?.status === 'failed')
    return { status: 'failed', error: job.error ?? m.reviewFailed('please try again.') };
  if (row.status === 'reviewing' && job?.status === 'cancelled')
    return row.result ? { status: 'reviewed', error: null } : { status: 'failed', error: job.error };
  return { status: row.status, error: row.status === 'failed' ? row.error : null };
}

function summaryOf(row: ReviewRow, job: JobState): ReviewSummary {
  return {
    id: row.id,
    title: row.title,
    fileType: row.fileType as ReviewFileType,
    bytes: row.bytes,
    pages: row.pages,
    ...statusOf(row, job),
    jobId: row.jobId,
    country: row.country,
    state: row.state,
    categoryId: row.categoryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columns = { review: documentReviews, jobStatus: jobs.status, jobError: jobs.error };
const jobOf = (row: { jobStatus: JobStatus | null; jobError: string | null }): JobState =>
  row.jobStatus ? { status: row.jobStatus, error: row.jobError } : null;

/** The user's own review row: 404 for one that is not there or not theirs. */
export async function findOwnReview(db: DbOrTx, userId: number, id: number): Promise<ReviewRow> {
  const [row] = await db
    .select()
    .from(documentReviews)
    .where(and(eq(documentReviews.id, id), eq(documentReviews.userId, userId)));
  if (!row) throw notFound(m.reviewNotFound);
  return row;
}

export async function getReview(db: DbOrTx, userId: number, id: number): Promise<DocumentReview> {
  const [row] = await db
    .select(columns)
    .from(documentReviews)
    .leftJoin(jobs, eq(jobs.id, documentReviews.jobId))
    .where(and(eq(documentReviews.id, id), eq(documentReviews.userId, userId)));
  if (!row) throw notFound(m.reviewNotFound);
  const summary = summaryOf(row.review, jobOf(row));
  return { ...summary, result: row.review.result ?? null };
}

/** The user's reviews, newest first, without their results. */
export async function listReviews(db: DbOrTx, userId: number): Promise<ReviewSummary[]> {
  const rows = await db
    .select(columns)
    .from(documentReviews)
    .leftJoin(jobs, eq(jobs.id, documentReviews.jobId))
    .where(eq(documentReviews.userId, userId))
    .orderBy(desc(documentReviews.createdAt), desc(documentReviews.id));
  return rows.map((row) => summaryOf(row.review, jobOf(row)));
}
