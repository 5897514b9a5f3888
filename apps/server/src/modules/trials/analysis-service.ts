import { errorCodes, type ErrorCode } from '@amicus/contract/common/errors';
import { trialMessages } from '@amicus/contract/trials/messages';
import { analyzeTrialResultSchema, type AnalyzeTrialResult } from '@amicus/contract/trials/schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { JobHandler } from '../../jobs/job-handler';
import { waitForJob } from '../../jobs/watch-job';
import type { TrialAnalysisPayload } from './analysis-job';
import type { TrialDocument, TrialUpload } from './documents';
import { readUploads } from '../../document-reader/read-uploads';
import { fitToBudget } from './evidence';
import { GENERATION_TIMEOUT_MS } from '../../adapters/llm/generate-text';
import type { TrialFileSide } from '@amicus/contract/trials/schemas';
import { assertWithinQuota } from '../../domain/storage/storage-quota';
import type { TrialRunners } from './submission-service';
import { caseDocuments, distinctPerSide, storeTrialFiles } from './trial-files';
import type { Upload } from '../../http/multipart-upload';
import { findOwnTrial } from './trial-queries';
import { assertCanPay, workPrice } from '../../domain/credits/work-price';

/**
 * How long POST /trials/analyze waits for its job before answering: the old in-request limit of the model,
 * plus time to wait in the queue and to write the offline report. The job itself goes on after that.
 */
export const ANALYSIS_WAIT_MS = GENERATION_TIMEOUT_MS + 30_000;

/** A read upload as the job keeps it: its text and what is known of it, not where its bytes were. */
function withoutBytes({
  path: _path,
  size: _size,
  mime: _mime,
  ext: _ext,
  sha256: _sha256,
  ...document
}: TrialUpload): TrialDocument {
  return document;
}

/**
 * Starts the analysis of a trial with both sides' documents. The trial must be the user's own (404
 * otherwise). The files are read (type from the bytes; 415 naming a file of any other type) and stored with
 * the trial here, so a refused file changes nothing and a later provider failure loses nothing; the report is
 * written by a job, which stores it as the trial's latest analysis. Answers the job's id.
 */
export async function startTrialAnalysis(
  ctx: AppContext,
  runners: TrialRunners,
  job: JobHandler<TrialAnalysisPayload, AnalyzeTrialResult>,
  input: { userId: number; trialId: number; uploads: Upload<TrialFileSide>[] },
): Promise<number> {
  const trial = await findOwnTrial(ctx, input.userId, input.trialId);
  const price = await workPrice(ctx.db, ctx.config, 'trialAnalysis');
  await assertCanPay(ctx.db, input.userId, price);
  await assertWithinQuota(ctx.db, {
    userId: input.userId,
    incomingBytes: input.uploads.reduce((sum, upload) => sum + upload.size, 0),
    quotaBytes: ctx.config.uploads.quotaBytes,
  });
  // A document chosen twice on one side is read once; one both sides gave is read for each (and stored once).
  const read = distinctPerSide(await readUploads(runners.reader, input.uploads, { owner: input.userId }));
  await ctx.throttles.trialAnalyzeByUser.consume(String(input.userId));
  await storeTrialFiles(ctx, { userId: input.userId, trialId: trial.id }, read);
  const uploaded = new Set(read.map((upload) => upload.sha256));
  const documents = fitToBudget([
    ...read.map(withoutBytes),
    ...(await caseDocuments(ctx, trial.id, uploaded)),
  ]);
  const row = await ctx.jobs.enqueue(
    job,
    { trialId: trial.id, userId: input.userId, documents },
    { userId: input.userId, price },
  );
  return row.id;
}

const isErrorCode = (code: string | null): code is ErrorCode => errorCodes.includes(code as ErrorCode);

/** Waits for an analysis job and answers as POST /trials/analyze always has: the report, or its error. */
export async function awaitTrialAnalysis(ctx: AppContext, jobId: number): Promise<AnalyzeTrialResult> {
  const row = await waitForJob(ctx.db, ctx.jobs, jobId, ANALYSIS_WAIT_MS);
  if (!row) throw new AppError('UPSTREAM_FAILED', trialMessages.analysisStillRunning);
  if (row.status === 'succeeded') return analyzeTrialResultSchema.parse(row.result);
  if (row.status === 'cancelled') throw new AppError('CONFLICT', trialMessages.analysisCancelled);
  throw new AppError(
    isErrorCode(row.errorCode) ? row.errorCode : 'INTERNAL',
    row.error ?? trialMessages.analysisFailed,
  );
}
