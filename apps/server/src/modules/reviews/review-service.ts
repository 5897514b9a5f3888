import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { ReviewFileType, ReviewPlace } from '@amicus/contract/documents/review';
import { REVIEWS_PER_USER, reviewMessages as m } from '@amicus/contract/documents/review-messages';
import { finalJobStatuses } from '@amicus/contract/jobs/schemas';
import type { AppContext } from '../../app-context';
import type { DocumentReader } from '../../document-reader/document-reader';
import type { ExtractionResult } from '../../document-reader/extraction-result';
import type { DbOrTx } from '../../db/client';
import { categories, documentReviews } from '../../db/schema/index';
import { assertCanPay, workPrice } from '../../domain/credits/work-price';
import { assertWithinQuota } from '../../domain/storage/storage-quota';
import { AppError, badRequest } from '../../http/app-error';
import type { SingleUpload } from '../../http/single-file-form';
import type { JobHandler } from '../../jobs/job-handler';
import { readJob, type JobRow } from '../../jobs/job-queries';
import type { ReviewPayload, ReviewJobResult } from './review-job';
import { findOwnReview } from './review-queries';

type ReviewJob = JobHandler<ReviewPayload, ReviewJobResult>;

/** The chosen category's area (its slug); 400 for one that is not there or not active. */
export async function areaOf(ctx: AppContext, categoryId: number | null | undefined): Promise<string | null> {
  if (categoryId === undefined || categoryId === null) return null;
  const [category] = await ctx.db
    .select({ slug: categories.slug, isActive: categories.isActive })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category?.isActive)
    throw badRequest(m.categoryUnavailable, [{ path: 'categoryId', message: m.categoryUnavailable }]);
  return category.slug;
}

/** The review's file type from what the reader sniffed: PDF, DOCX, TXT or Markdown; anything else is refused. */
function fileTypeOf(result: Extract<ExtractionResult, { mime: string }>): ReviewFileType | null {
  if (result.kind === 'pdf') return 'pdf';
  if (result.kind === 'docx') return 'docx';
  if (result.kind === 'text') return result.mime === 'text/markdown' ? 'md' : 'txt';
  return null;
}

/**
 * What the reader says of an upload, as a review takes it: the type and pages of a document with text, or the
 * refusal a person can act on (415 for another type, 413 past the reader's limits, 400 for a scan, an empty,
 * damaged or locked file). Nothing is stored before this passes.
 */
export async function readUpload(reader: DocumentReader, upload: SingleUpload, owner: number) {
  const name = upload.fileName;
  const result = await reader.read({ path: upload.path }, { owner });
  switch (result.status) {
    case 'unsupported':
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.unsupportedType(name));
    case 'empty':
      throw badRequest(m.emptyFile(name));
    case 'refused':
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        m.documentTooDemanding(name, `cannot be read: it ${result.reason}`),
      );
    case 'failed':
      throw new AppError('PAYLOAD_TOO_LARGE', m.documentTooDemanding(name, result.reason));
    case 'no-text':
      throw badRequest(m.scannedPdf(name));
    case 'unreadable':
      throw badRequest(m.unreadable(name));
    case 'ok': {
      const fileType = fileTypeOf(result);
      if (!fileType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.unsupportedType(name));
      if (!/[a-z0-9]/i.test(result.text)) throw badRequest(m.noText(name));
      return { fileType, mime: result.mime, ext: result.ext, pages: result.pages ?? null };
    }
  }
}

const isRunning = async (ctx: AppContext, jobId: number | null) => {
  if (jobId === null) return false;
  const job = await readJob(ctx.db, jobId);
  return job !== undefined && !finalJobStatuses.includes(job.status);
};

/**
 * Queues the review's job, paid for, in the caller's transaction and marks it as the review's latest (a newer
 * job's own writes win). The caller wakes the runner once the transaction has committed.
 */
async function enqueueReview(
  ctx: AppContext,
  tx: DbOrTx,
  job: ReviewJob,
  input: { userId: number; reviewId: number; price: number },
): Promise<JobRow> {
  const { userId, reviewId, price } = input;
  const queued = await ctx.jobs.enqueue(job, { reviewId, userId }, { userId, within: tx, price });
  await tx
    .update(documentReviews)
    .set({ jobId: queued.id, status: 'reviewing', error: null, updatedAt: new Date() })
    .where(
      and(
        eq(documentReviews.id, reviewId),
        or(isNull(documentReviews.jobId), lt(documentReviews.jobId, queued.id)),
      ),
    );
  return queued;
}

/**
 * Keeps an uploaded document and queues its review: its type from its bytes through the document reader (PDF,
 * DOCX, TXT or Markdown with text in it, within the reader's limits), the place and area checked, the user's
 * review limit, then the file in the store and its row in a transaction that holds the user's row so the
 * storage quota counts concurrent uploads (413 past it). Nothing is kept when any check fails.
 */
export async function startReview(
  ctx: AppContext,
  reader: DocumentReader,
  job: ReviewJob,
  input: { userId: number; place: ReviewPlace; upload: SingleUpload | undefined },
): Promise<{ reviewId: number; job: JobRow }> {
  const { userId, upload, place } = input;
  if (!upload) throw badRequest(m.uploadMissing, [{ path: 'file', message: m.uploadMissing }]);
  if (upload.size === 0) throw badRequest(m.emptyFile(upload.fileName));
  const quotaBytes = ctx.config.uploads.quotaBytes;
  await assertWithinQuota(ctx.db, { userId, incomingBytes: upload.size, quotaBytes });
  await areaOf(ctx, place.categoryId);
  const price = await workPrice(ctx.db, ctx.config, 'documentReview');
  await assertCanPay(ctx.db, userId, price);
  const read = await readUpload(reader, upload, userId);
  await ctx.throttles.documentReviewByUser.consume(String(userId));

  const storageKey = `reviews/${userId}/${randomUUID()}.${read.ext}`;
  // Copied before the transaction: on PGlite a transaction holds the only connection.
  await ctx.storage.putFile(storageKey, upload.path, read.mime);
  let started: { reviewId: number; job: JobRow };
  try {
    // The review, its job and its charge are written together: a balance that cannot pay keeps nothing.
    started = await ctx.db.transaction(async (tx) => {
      await assertWithinQuota(tx, { userId, incomingBytes: upload.size, quotaBytes, lock: true });
      const [held] = await tx
        .select({ value: count() })
        .from(documentReviews)
        .where(eq(documentReviews.userId, userId));
      if ((held?.value ?? 0) >= REVIEWS_PER_USER) throw new AppError('CONFLICT', m.reviewsLimit);
      const [row] = await tx
        .insert(documentReviews)
        .values({
          userId,
          title: upload.fileName,
          storageKey,
          fileType: read.fileType,
          mimeType: read.mime,
          bytes: upload.size,
          sha256: upload.sha256,
          pages: read.pages,
          country: place.country,
          state: place.state,
          categoryId: place.categoryId ?? null,
        })
        .returning({ id: documentReviews.id });
      const queued = await enqueueReview(ctx, tx, job, { userId, reviewId: row!.id, price });
      return { reviewId: row!.id, job: queued };
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  ctx.jobs.wake();
  return started;
}

/**
 * Writes the review again from the stored file (after a failure, or for another place): 404 for another
 * user's, 409 while one runs. Counted against the user's limit like an upload.
 */
export async function rerunReview(
  ctx: AppContext,
  job: ReviewJob,
  input: { userId: number; reviewId: number; place: Partial<ReviewPlace> },
): Promise<JobRow> {
  const row = await findOwnReview(ctx.db, input.userId, input.reviewId);
  if (input.place.categoryId !== undefined) await areaOf(ctx, input.place.categoryId);
  if (await isRunning(ctx, row.jobId)) throw new AppError('CONFLICT', m.alreadyReviewing);
  const price = await workPrice(ctx.db, ctx.config, 'documentReview');
  await assertCanPay(ctx.db, input.userId, price);
  await ctx.throttles.documentReviewByUser.consume(String(input.userId));
  const place = {
    ...(input.place.country !== undefined ? { country: input.place.country } : {}),
    ...(input.place.state !== undefined ? { state: input.place.state } : {}),
    ...(input.place.categoryId !== undefined ? { categoryId: input.place.categoryId } : {}),
  };
  const queued = await ctx.db.transaction(async (tx) => {
    if (Object.keys(place).length > 0)
      await tx.update(documentReviews).set(place).where(eq(documentReviews.id, row.id));
    return enqueueReview(ctx, tx, job, { userId: input.userId, reviewId: row.id, price });
  });
  ctx.jobs.wake();
  return queued;
}

/** Deletes the review and its file; a running job finds it gone and stops without saving. */
export async function deleteReview(ctx: AppContext, userId: number, reviewId: number): Promise<void> {
  const row = await findOwnReview(ctx.db, userId, reviewId);
  if (await isRunning(ctx, row.jobId)) await ctx.jobs.cancel(row.jobId!).catch(() => undefined);
  await ctx.db.delete(documentReviews).where(eq(documentReviews.id, row.id));
  await ctx.storage.delete(row.storageKey).catch(() => undefined);
}
