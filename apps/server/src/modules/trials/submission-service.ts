import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CreateTrialBody, CreateTrialResult } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import type { AppContext } from '../../app-context';
import { LlmError } from '../../adapters/llm/llm';
import { trials } from '../../db/schema/index';
import { resolveModelForUser } from '../../domain/settings/resolve-model';
import type { CaseData } from './analysis-prompt';
import {
  CASE_REVIEW_BUDGET_CHARS,
  caseAnalysisSystemPrompt,
  caseReviewUserMessage,
  summarySystemPrompt,
} from './case-review-prompt';
import type { DocumentReader } from '../../document-reader/document-reader';
import { readUploads } from '../../document-reader/read-uploads';
import { documentNotices, fitToBudget, type EvidenceDocument } from './evidence';
import { generateText } from '../../adapters/llm/generate-text';
import { distinctUploads, type Upload } from '../../http/multipart-upload';
import type { TrialFileSide } from '@amicus/contract/trials/schemas';
import { offlineCaseAnalysis, offlineSummary } from './offline/offline-case-review';
import type { OfflineModelPool } from './offline/offline-model-pool';
import { assertWithinQuota } from '../../domain/storage/storage-quota';
import { storeTrialFiles } from './trial-files';

/** The processes a trial's work runs in: users' files in the document reader, the offline model in threads. */
export type TrialRunners = { reader: DocumentReader; offline: OfflineModelPool };

const REVIEW_FAILED = 'The case summary could not be written. Please try again.';
const FILES_NOT_STORED =
  'The uploaded files could not be stored. Please submit them again on the analysis page.';

/** The model's summary and first assessment of a case, written side by side. */
async function reviewCase(
  ctx: AppContext,
  offlinePool: OfflineModelPool,
  userId: number,
  caseData: CaseData,
  documents: EvidenceDocument[],
) {
  const model = await resolveModelForUser(ctx, userId);
  // The built-in model's texts are CPU work over the documents: written in a worker, like the extraction.
  const offline =
    model.provider === 'offline' ? await offlinePool.offlineCaseReview(caseData, documents) : undefined;
  const user = caseReviewUserMessage(caseData, documents);
  const [summary, caseAnalysis] = await Promise.all([
    generateText(ctx, {
      model,
      system: summarySystemPrompt(caseData),
      user,
      maxOutputTokens: 300,
      offlineAnswer: () => offline?.summary ?? offlineSummary(caseData, documents),
    }),
    generateText(ctx, {
      model,
      system: caseAnalysisSystemPrompt(caseData),
      user,
      maxOutputTokens: 1200,
      offlineAnswer: () => offline?.caseAnalysis ?? offlineCaseAnalysis(caseData, documents),
    }),
  ]);
  const notices = documentNotices(documents);
  const noted =
    notices.length > 0
      ? `${caseAnalysis}\n\n${notices.map((n) => `> **Note:** ${n}`).join('\n>\n')}`
      : caseAnalysis;
  return { summary, caseAnalysis: noted };
}

/**
 * Submits a mock trial. The files are read first (a file of the wrong type is refused before anything is
 * stored); then the case is stored, so it is never lost; then its files; then the model writes the summary
 * and first assessment. The trial stays PENDING until its analysis is written. When the provider fails the trial stays, FAILED, with the reason, and the user can
 * still go on to the analysis.
 */
export async function submitTrial(
  ctx: AppContext,
  runners: TrialRunners,
  input: { userId: number; body: CreateTrialBody; uploads: Upload<TrialFileSide>[]; log: FastifyBaseLogger },
): Promise<CreateTrialResult> {
  const { userId, body, uploads, log } = input;
  // Checked again under a lock when the files are stored; here it spares reading files that cannot be kept.
  await assertWithinQuota(ctx.db, {
    userId,
    incomingBytes: uploads.reduce((sum, upload) => sum + upload.size, 0),
    quotaBytes: ctx.config.uploads.quotaBytes,
  });
  const read = distinctUploads(await readUploads(runners.reader, uploads, { owner: userId }));
  // Counted once the files are known to be good: a refused submission changes nothing.
  await ctx.throttles.trialCreateByUser.consume(String(userId));

  const [trial] = await ctx.db
    .insert(trials)
    .values({
      userId,
      status: 'PENDING',
      caseDescription: body.caseDescription,
      role: body.role,
      country: body.country,
      state: body.state,
    })
    .returning({ id: trials.id });
  const trialId = trial!.id;

  try {
    await storeTrialFiles(ctx, { userId, trialId }, read);
  } catch (error) {
    await ctx.db
      .update(trials)
      .set({ status: 'FAILED', failureReason: FILES_NOT_STORED })
      .where(eq(trials.id, trialId));
    throw error;
  }

  try {
    const review = await reviewCase(
      ctx,
      runners.offline,
      userId,
      body,
      fitToBudget(read, CASE_REVIEW_BUDGET_CHARS),
    );
    // PENDING until an analysis is written: COMPLETED says the mock trial has its report.
    await ctx.db
      .update(trials)
      .set({ status: 'PENDING', ...review, failureReason: null })
      .where(eq(trials.id, trialId));
    return { success: true, message: trialMessages.submitSuccess, trialId, status: 'PENDING' };
  } catch (error) {
    // Whatever went wrong, the trial does not stay PENDING: it is FAILED with a reason fit to show.
    const reason = error instanceof LlmError ? error.message : REVIEW_FAILED;
    await ctx.db
      .update(trials)
      .set({ status: 'FAILED', failureReason: reason })
      .where(eq(trials.id, trialId));
    if (!(error instanceof LlmError)) throw error;
    // The safe message and status only: a provider's own error text can echo part of a key.
    log.warn({ trialId, providerStatus: error.status, reason: error.message }, 'trial case review failed');
    return {
      success: true,
      message: trialMessages.submitSavedButFailed(error.message),
      trialId,
      status: 'FAILED',
    };
  }
}
