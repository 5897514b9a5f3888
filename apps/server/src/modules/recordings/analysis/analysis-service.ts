import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { finalJobStatuses } from '@amicus/contract/jobs/schemas';
import type { AnalyzeRecordingBody } from '@amicus/contract/recordings/analysis';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import type { AppContext } from '../../../app-context';
import { categories, recordingAnalyses, recordingSegments, recordings } from '../../../db/schema/index';
import type { DbOrTx } from '../../../db/client';
import { AppError, badRequest } from '../../../http/app-error';
import type { JobHandler } from '../../../jobs/job-handler';
import { readJob } from '../../../jobs/job-queries';
import { findOwnRecording } from '../recording-queries';
import type { AnalysisPayload, AnalysisResult } from './analysis-job';
import { assertCanPay, workPrice } from '../../../domain/credits/work-price';

/** The chosen category's area (its slug); 400 for one that is not there or not active. */
async function areaOf(ctx: AppContext, categoryId: number | undefined): Promise<string | null> {
  if (categoryId === undefined) return null;
  const [category] = await ctx.db
    .select({ slug: categories.slug, isActive: categories.isActive })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category?.isActive) {
    throw badRequest(m.analysisCategoryUnavailable, [
      { path: 'categoryId', message: m.analysisCategoryUnavailable },
    ]);
  }
  return category.slug;
}

const isRunning = async (ctx: AppContext, jobId: number | null) => {
  if (jobId === null) return false;
  const job = await readJob(ctx.db, jobId);
  return job !== undefined && !finalJobStatuses.includes(job.status);
};

/**
 * Queues the analysis of a recording's transcript and answers the job's id: 404 for a recording that is not
 * the user's, 400 for a category that is not available, 409 while it has no transcript (or an empty one), is
 * being transcribed, or is being analysed already. A refused request is not counted against the user's limit.
 */
export async function startAnalysis(
  ctx: AppContext,
  job: JobHandler<AnalysisPayload, AnalysisResult>,
  input: { userId: number; recordingId: number; body: AnalyzeRecordingBody },
): Promise<number> {
  const row = await findOwnRecording(ctx.db, input.userId, input.recordingId);
  const area = await areaOf(ctx, input.body.categoryId);
  if (await isRunning(ctx, row.transcriptionJobId))
    throw new AppError('CONFLICT', m.analysisWhileTranscribing);
  if (!row.transcribedBy) throw new AppError('CONFLICT', m.analysisNeedsTranscript);
  const [segments] = await ctx.db
    .select({ value: count() })
    .from(recordingSegments)
    .where(eq(recordingSegments.recordingId, row.id));
  if (!segments?.value) throw new AppError('CONFLICT', m.analysisTranscriptEmpty);
  if (await isRunning(ctx, row.analysisJobId)) throw new AppError('CONFLICT', m.alreadyAnalysing);
  const price = await workPrice(ctx.db, ctx.config, 'recordingAnalysis');
  await assertCanPay(ctx.db, input.userId, price);
  await ctx.throttles.recordingAnalyzeByUser.consume(String(input.userId));

  const queued = await ctx.jobs.enqueue(
    job,
    {
      recordingId: row.id,
      userId: input.userId,
      country: input.body.country,
      state: input.body.state,
      categoryId: input.body.categoryId ?? null,
      area,
    },
    { userId: input.userId, price },
  );
  // A newer job's own writes win, should it have finished already.
  await ctx.db
    .update(recordings)
    .set({ analysisJobId: queued.id, analysisError: null })
    .where(
      and(
        eq(recordings.id, row.id),
        or(isNull(recordings.analysisJobId), lt(recordings.analysisJobId, queued.id)),
      ),
    );
  return queued.id;
}

/** The transcript changed (edited or transcribed again): the analysis written from it is marked stale. */
export async function markAnalysisStale(db: DbOrTx, recordingId: number): Promise<void> {
  await db
    .update(recordingAnalyses)
    .set({ stale: true })
    .where(eq(recordingAnalyses.recordingId, recordingId));
}
