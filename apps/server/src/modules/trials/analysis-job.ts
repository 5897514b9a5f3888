import { eq } from 'drizzle-orm';
import type { AnalyzeTrialResult } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import type { AppContext } from '../../app-context';
import { trials } from '../../db/schema/index';
import type { JobHandler } from '../../jobs/job-handler';
import { writeWithModel } from '../../jobs/write-with-model';
import { groundingForCase } from '../../domain/library/case-grounding';
import { libraryRules } from '../../domain/library/library-rules';
import { resolveModelForUser } from '../../domain/settings/resolve-model';
import { checkAnalysisCitations } from './analysis-citations';
import { analysisSystemPrompt, analysisUserMessage, type CaseData } from './analysis-prompt';
import { documentNotices, documentsSection, type EvidenceDocument } from './evidence';
import type { OfflineModelPool } from './offline/offline-model-pool';
import { offlineAnalysis } from './offline/offline-analysis';
import { findOwnTrial } from './trial-queries';

/** What the request hands the job: the trial and its documents, already read, stored and cut to fit. */
export type TrialAnalysisPayload = { trialId: number; userId: number; documents: EvidenceDocument[] };

export const TRIAL_ANALYSIS_JOB = 'trial-analysis';

/** About how long a report runs (3,000 tokens of about 4 characters): the progress bar fills towards it. */
const EXPECTED_REPORT_CHARS = 12_000;

/**
 * Writes a trial's analysis from its documents and stores it as the trial's latest, grounded in the library as
 * a chat reply is: the passages for the case's jurisdiction and facts go to a hosted model as numbered sources
 * (the offline model opens with the rules it found), the finished report goes through the citation check, and
 * the sources and the check are stored with it. A provider failure is
 * final (the user sees it and may ask again; the AI SDK has already retried what was worth retrying); a
 * crash or another passing failure runs it once more.
 */
export function trialAnalysisJob(
  ctx: AppContext,
  offline: OfflineModelPool,
): JobHandler<TrialAnalysisPayload, AnalyzeTrialResult> {
  return {
    kind: TRIAL_ANALYSIS_JOB,
    maxAttempts: 2,
    run: async (job) => {
      const { documents, userId } = job.payload;
      await job.progress(5, trialMessages.analysisStagePreparing);
      const trial = await findOwnTrial(ctx, userId, job.payload.trialId);
      const caseData: CaseData = {
        caseDescription: trial.caseDescription,
        role: trial.role,
        country: trial.country,
        state: trial.state,
      };
      const notices = documentNotices(documents);
      const model = await resolveModelForUser(ctx, userId);
      const grounding = await groundingForCase(ctx.db, {
        country: trial.country,
        state: trial.state,
        facts: trial.caseDescription,
      });
      const law = libraryRules(grounding, trial.caseDescription, 'report');
      const theCase = analysisUserMessage(caseData, documents);
      await job.progress(10, trialMessages.analysisStageWriting);
      // The built-in model's report is CPU work over the same texts: it is written in a worker too.
      const offlineReport =
        model.provider === 'offline' ? await offline.offlineAnalysis(caseData, documents, law) : undefined;

      const report = await writeWithModel(
        ctx,
        job,
        {
          model,
          system: analysisSystemPrompt(caseData, grounding),
          user: theCase,
          maxOutputTokens: 3000,
          offlineAnswer: () => offlineReport ?? offlineAnalysis(caseData, documents, law),
          expectedChars: EXPECTED_REPORT_CHARS,
        },
        // Progress lands in order and before the next stage's, so the bar never moves back to "Writing".
        { from: 10, width: 80, stage: trialMessages.analysisStageWriting },
        {
          log: 'trial analysis failed',
          fields: { trialId: trial.id },
          message: (reason: string) =>
            `Your documents were saved, but the analysis could not be written: ${reason}`,
        },
      );
      await job.progress(95, trialMessages.analysisStageSaving);
      // The documents section is the server's own list of files: only the model's report is checked.
      const citationCheck = checkAnalysisCitations(report, grounding.sources, theCase);
      const analysis = `${report}\n\n${documentsSection(documents, notices)}`;
      await ctx.db
        .update(trials)
        .set({
          status: 'COMPLETED',
          analysis,
          analysisSources: grounding.sources,
          analysisCitationCheck: citationCheck,
        })
        .where(eq(trials.id, trial.id));
      return { success: true, analysis, notices, sources: grounding.sources, citationCheck };
    },
  };
}
