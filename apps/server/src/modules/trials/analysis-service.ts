import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyzeTrialResult } from '@amicus/contract/trials/schemas';
import type { AppContext } from '../../app-context';
import { LlmError } from '../../adapters/llm/llm';
import { trials } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { resolveModelForUser } from '../settings/resolve-model';
import { analysisSystemPrompt, analysisUserMessage, type CaseData } from './analysis-prompt';
import { readUploads } from './documents';
import { documentNotices, documentsSection, fitToBudget } from './evidence';
import { generateText } from './generate-text';
import type { Upload } from './multipart-upload';
import { offlineAnalysis } from './offline/offline-analysis';
import { assertWithinQuota } from './storage-quota';
import type { TrialRunners } from './submission-service';
import { caseDocuments, storeTrialFiles } from './trial-files';
import { findOwnTrial } from './trial-queries';

/**
 * Analyses a trial with both sides' documents. The trial must be the user's own (404 otherwise). The files
 * are read (type from the bytes; 415 naming a file of any other type) and stored with the trial before the
 * model is asked, so a provider failure loses nothing; the report, with a closing section on the documents
 * written by the server, is stored as the trial's latest analysis.
 */
export async function analyzeTrial(
  ctx: AppContext,
  runners: TrialRunners,
  input: { userId: number; trialId: number; uploads: Upload[]; log: FastifyBaseLogger },
): Promise<AnalyzeTrialResult> {
  const trial = await findOwnTrial(ctx, input.userId, input.trialId);
  await assertWithinQuota(ctx.db, {
    userId: input.userId,
    incomingBytes: input.uploads.reduce((sum, upload) => sum + upload.size, 0),
    quotaBytes: ctx.config.uploads.quotaBytes,
  });
  const read = await readUploads(runners.reader, input.uploads);
  await ctx.throttles.trialAnalyzeByUser.consume(String(input.userId));
  await storeTrialFiles(ctx, { userId: input.userId, trialId: trial.id }, read);

  const caseData: CaseData = {
    caseDescription: trial.caseDescription,
    role: trial.role,
    country: trial.country,
    state: trial.state,
  };
  const documents = fitToBudget([...read, ...(await caseDocuments(ctx, trial.id))]);
  const notices = documentNotices(documents);

  const model = await resolveModelForUser(ctx, input.userId);
  // The built-in model's report is CPU work over the same texts: it is written in a worker too.
  const offlineReport =
    model.provider === 'offline' ? await runners.offline.offlineAnalysis(caseData, documents) : undefined;
  let report: string;
  try {
    report = await generateText(ctx, {
      model,
      system: analysisSystemPrompt(caseData),
      user: analysisUserMessage(caseData, documents),
      maxOutputTokens: 3000,
      offlineAnswer: () => offlineReport ?? offlineAnalysis(caseData, documents),
    });
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    input.log.warn(
      { trialId: trial.id, providerStatus: error.status, reason: error.message },
      'trial analysis failed',
    );
    throw new AppError(
      'UPSTREAM_FAILED',
      `Your documents were saved, but the analysis could not be written: ${error.message}`,
    );
  }

  const analysis = `${report}\n\n${documentsSection(documents, notices)}`;
  await ctx.db.update(trials).set({ analysis }).where(eq(trials.id, trial.id));
  return { success: true, analysis, notices };
}
