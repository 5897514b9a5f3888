import { and, asc, eq } from 'drizzle-orm';
import type { RecordingAnalysis } from '@amicus/contract/recordings/analysis';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import type { AppContext } from '../../../app-context';
import {
  recordingAnalyses,
  recordingSegments,
  recordings,
  type StoredRecordingAnalysis,
} from '../../../db/schema/index';
import { groundingForCase } from '../../../domain/library/case-grounding';
import { checkCitations, withoutPlaces } from '../../../domain/library/citation-check';
import { groundingFor, type Grounding } from '../../../domain/library/grounding';
import { resolveModelForUser } from '../../../domain/settings/resolve-model';
import { AppError } from '../../../http/app-error';
import type { JobContext, JobHandler } from '../../../jobs/job-handler';
import { writeWithModel } from '../../../jobs/write-with-model';
import { analysisSystemPrompt, analysisUserMessage } from './analysis-prompt';
import { parseModelAnswer } from './model-answer';
import { writeOfflineAnalysis } from './offline-writer';
import { checkQuotes, type Segment } from './transcript-quotes';
import { mostTelling, sentencesOf, type Sentence } from './transcript-sentences';
import type { WrittenAnalysis } from './written-analysis';

export type AnalysisPayload = {
  recordingId: number;
  userId: number;
  country: string;
  state: string;
  /** The chosen category's id and area (its slug); null searches the area the transcript's words point to. */
  categoryId: number | null;
  area: string | null;
};
export type AnalysisResult = { success: true; recordingId: number; writtenBy: string };

export const RECORDING_ANALYSIS_JOB = 'recording-analysis';

/** How much of the transcript, most telling sentences first, the library is searched with. */
const QUESTION_CHARS = 2_000;
/** About how long a model's JSON analysis runs: the bar fills towards it while it is written. */
const EXPECTED_ANSWER_CHARS = 4_000;
const WRITING_FROM = 30;
const WRITING_SPAN = 55;

/** The question the library is searched with: the transcript's most telling sentences, up to a length. */
function questionOf(sentences: readonly Sentence[], recordedAt: Date): string[] {
  const parts: string[] = [];
  let length = 0;
  for (const sentence of mostTelling(sentences, recordedAt)) {
    if (length + sentence.text.length > QUESTION_CHARS) break;
    parts.push(sentence.text);
    length += sentence.text.length + 1;
  }
  return parts;
}

async function ground(ctx: AppContext, payload: AnalysisPayload, question: string[]): Promise<Grounding> {
  const place = { country: payload.country, state: payload.state };
  if (payload.area)
    return groundingFor(ctx.db, { ...place, area: payload.area, question, semantic: ctx.libraryEmbeddings });
  return groundingForCase(ctx.db, { ...place, facts: question.join('\n') });
}

/** The findings' texts and the summary, as the citation check reads them. */
const textsOf = (written: WrittenAnalysis) =>
  [
    written.summary,
    ...written.facts.map((f) => f.text),
    ...written.issues.map((f) => f.text),
    ...written.nextSteps.map((f) => f.text),
  ].join('\n\n');

/** Replaces the recording's analysis, unless the recording was deleted (or analysed anew) meanwhile. */
async function saveAnalysis(
  ctx: AppContext,
  job: JobContext<AnalysisPayload>,
  analysis: StoredRecordingAnalysis,
) {
  const { recordingId, userId } = job.payload;
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ analysisJobId: recordings.analysisJobId })
      .from(recordings)
      .where(and(eq(recordings.id, recordingId), eq(recordings.userId, userId)))
      .for('update');
    if (!held) throw new AppError('NOT_FOUND', m.analysisGone);
    // A newer analysis, asked for meanwhile, is the one kept.
    if (held.analysisJobId !== null && held.analysisJobId > job.id) return;
    const row = { analysis, stale: false, createdAt: new Date() };
    await tx
      .insert(recordingAnalyses)
      .values({ recordingId, ...row })
      .onConflictDoUpdate({ target: recordingAnalyses.recordingId, set: row });
    await tx
      .update(recordings)
      .set({ analysisError: null, analysisJobId: job.id })
      .where(eq(recordings.id, recordingId));
  });
}

/**
 * Analyses a recording's transcript: grounded in the library for the user's place (and area), written by the
 * user's model (asked for JSON, read defensively) or, with the offline model, by this server's own rules; then
 * every quotation of the transcript is checked against its segment (times always the stored segment's) and the
 * citations against the passages given. Stages: reading the transcript, finding the law, writing, checking.
 * A provider's failure or an answer that is no analysis is final and shown on the recording; nothing stored
 * changes until the new analysis replaces the old one whole.
 */
export function recordingAnalysisJob(ctx: AppContext): JobHandler<AnalysisPayload, AnalysisResult> {
  return {
    kind: RECORDING_ANALYSIS_JOB,
    maxAttempts: 2,
    run: async (job) => {
      const { payload } = job;
      const setError = (message: string) =>
        ctx.db
          .update(recordings)
          .set({ analysisError: message })
          .where(and(eq(recordings.id, payload.recordingId), eq(recordings.analysisJobId, job.id)));
      try {
        await job.progress(5, m.analysisStageReading);
        const [recording] = await ctx.db
          .select({ createdAt: recordings.createdAt })
          .from(recordings)
          .where(and(eq(recordings.id, payload.recordingId), eq(recordings.userId, payload.userId)));
        if (!recording) throw new AppError('NOT_FOUND', m.analysisGone);
        const segments: Segment[] = await ctx.db
          .select({
            n: recordingSegments.n,
            startMs: recordingSegments.startMs,
            endMs: recordingSegments.endMs,
            text: recordingSegments.text,
          })
          .from(recordingSegments)
          .where(eq(recordingSegments.recordingId, payload.recordingId))
          .orderBy(asc(recordingSegments.n));
        const sentences = sentencesOf(segments);
        if (sentences.length === 0) throw new AppError('CONFLICT', m.analysisTranscriptEmpty);
        const recordedAt = recording.createdAt;

        await job.progress(15, m.analysisStageFindingLaw);
        const grounding = await ground(ctx, payload, questionOf(sentences, recordedAt));
        const model = await resolveModelForUser(ctx, payload.userId);

        await job.progress(WRITING_FROM, m.analysisStageWriting);
        let written: WrittenAnalysis;
        let writtenBy = 'offline';
        if (model.provider === 'offline') {
          written = writeOfflineAnalysis(sentences, grounding, recordedAt);
        } else {
          writtenBy = `${model.provider}:${model.modelId}`;
          const answer = await writeWithModel(
            ctx,
            job,
            {
              model,
              system: analysisSystemPrompt(grounding),
              user: analysisUserMessage(segments),
              maxOutputTokens: 3000,
              expectedChars: EXPECTED_ANSWER_CHARS,
            },
            { from: WRITING_FROM, width: WRITING_SPAN, stage: m.analysisStageWriting },
            { log: 'recording analysis model failed', message: m.analysisModelFailed },
          );
          written = parseModelAnswer(answer, recordedAt);
        }

        await job.progress(90, m.analysisStageChecking);
        const facts = checkQuotes(segments, written.facts);
        const issues = checkQuotes(segments, written.issues);
        const nextSteps = checkQuotes(segments, written.nextSteps);
        const analysis: Omit<RecordingAnalysis, 'stale' | 'createdAt'> = {
          summary: written.summary,
          facts: facts.findings,
          issues: issues.findings,
          nextSteps: nextSteps.findings,
          sources: grounding.sources,
          // Each finding is shown apart: a place in their joined text names no chip.
          citationCheck: withoutPlaces(
            checkCitations(textsOf(written), grounding.sources, {
              facts: segments.map((segment) => segment.text).join(' '),
            }),
          ),
          lawFound: grounding.lawFound,
          droppedQuotes: facts.dropped + issues.dropped + nextSteps.dropped,
          writtenBy,
          country: payload.country,
          state: payload.state,
          categoryId: payload.categoryId,
        };
        await saveAnalysis(ctx, job, analysis);
        return { success: true, recordingId: payload.recordingId, writtenBy };
      } catch (error) {
        if (error instanceof AppError && !job.signal.aborted) {
          job.log.warn(
            { recordingId: payload.recordingId, reason: error.message },
            'recording analysis failed',
          );
          await setError(error.message);
        }
        throw error;
      }
    },
  };
}
