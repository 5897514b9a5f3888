import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import type { RecordingMimeType } from '@amicus/contract/recordings/schemas';
import type { AppContext } from '../../app-context';
import type { Speech } from '../../adapters/speech/create-speech';
import type { HeardSegment, Transcriber } from '../../adapters/speech/speech-engine';
import { recordingSegments, recordings } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { JobContext, JobHandler } from '../../jobs/job-handler';
import { progressSpan } from '../../jobs/progress-span';
import { markAnalysisStale } from './analysis/analysis-service';
import type { RecordingRow } from './recording-queries';

export type TranscriptionPayload = { recordingId: number; userId: number };
export type TranscriptionResult = {
  success: true;
  recordingId: number;
  segments: number;
  transcribedBy: string;
};

export const TRANSCRIPTION_JOB = 'transcription';

/** The bar: converting up to 15, transcribing 15 to 90 (by the audio position reached), saving after. */
const TRANSCRIBING_FROM = 15;
const TRANSCRIBING_SPAN = 75;

const engineName = (transcriber: Transcriber) => `${transcriber.provider}/${transcriber.model}`;

/** Copies the stored recording to a private working directory, converted to 16 kHz WAV when the engine needs it. */
async function prepareAudio(
  ctx: AppContext,
  speech: Speech,
  transcriber: Transcriber,
  recording: RecordingRow,
  dir: string,
  signal: AbortSignal,
): Promise<string> {
  const stored = await ctx.storage.get(recording.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', m.recordingGone);
  const original = path.join(dir, 'original');
  await pipeline(stored.body, createWriteStream(original), { signal });
  if (!transcriber.needsSpeechWav) return original;
  if (!speech.tools) throw new AppError('UNAVAILABLE', m.ffmpegMissing);
  const wav = path.join(dir, 'speech.wav');
  const outcome = await speech.tools.toSpeechWav(original, wav, signal);
  if (outcome.status === 'aborted') throw signal.reason ?? new Error('aborted');
  if (outcome.status !== 'exited' || outcome.code !== 0)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.transcriptionConversionFailed);
  return wav;
}

/** Replaces the recording's transcript (its analysis is then stale), unless the recording was deleted meanwhile. */
async function saveTranscript(
  ctx: AppContext,
  job: JobContext<TranscriptionPayload>,
  segments: HeardSegment[],
  transcribedBy: string,
): Promise<void> {
  const { recordingId, userId } = job.payload;
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: recordings.id })
      .from(recordings)
      .where(and(eq(recordings.id, recordingId), eq(recordings.userId, userId)))
      .for('update');
    if (!held) throw new AppError('NOT_FOUND', m.recordingGone);
    await tx.delete(recordingSegments).where(eq(recordingSegments.recordingId, recordingId));
    if (segments.length > 0) {
      await tx.insert(recordingSegments).values(
        segments.map((segment, index) => ({
          recordingId,
          n: index + 1,
          startMs: segment.startMs,
          endMs: segment.endMs,
          text: segment.text,
          words: segment.words ?? null,
        })),
      );
    }
    await tx
      .update(recordings)
      .set({ status: 'transcribed', transcribedBy, transcriptionError: null, transcriptionJobId: job.id })
      .where(eq(recordings.id, recordingId));
    await markAnalysisStale(tx, recordingId);
  });
}

/**
 * Transcribes a recording with this server's engine and stores the transcript as segments with their times.
 * Stages: "Converting the audio", "Transcribing" (the bar moves with the audio position the engine reached, for
 * PocketSphinx), "Saving the transcript". An engine's failure (an AppError) is final and shown on the recording;
 * cancelling puts the recording back as it was; a crash is retried once.
 */
export function transcriptionJob(
  ctx: AppContext,
  speech: Speech,
): JobHandler<TranscriptionPayload, TranscriptionResult> {
  return {
    kind: TRANSCRIPTION_JOB,
    maxAttempts: 2,
    long: true,
    run: async (job) => {
      const { recordingId, userId } = job.payload;
      const transcriber = speech.transcriber;
      if (!transcriber) throw new AppError('UNAVAILABLE', m.transcriptionNoEngine);
      await job.progress(2, m.transcriptionStageConverting);
      const [recording] = await ctx.db
        .select()
        .from(recordings)
        .where(and(eq(recordings.id, recordingId), eq(recordings.userId, userId)));
      if (!recording) throw new AppError('NOT_FOUND', m.recordingGone);
      const setState = (values: Partial<typeof recordings.$inferInsert>) =>
        ctx.db
          .update(recordings)
          .set(values)
          .where(and(eq(recordings.id, recordingId), eq(recordings.transcriptionJobId, job.id)));

      const dir = path.join(ctx.config.uploads.tempDir, `transcription-${job.id}-${randomUUID()}`);
      await fs.mkdir(dir, { recursive: true });
      try {
        const audio = await prepareAudio(ctx, speech, transcriber, recording, dir, job.signal);
        await job.progress(TRANSCRIBING_FROM, m.transcriptionStageTranscribing);
        const transcribing = progressSpan(job, {
          from: TRANSCRIBING_FROM,
          width: TRANSCRIBING_SPAN,
          stage: m.transcriptionStageTranscribing,
        });
        const segments = await transcriber.transcribe({
          filePath: audio,
          mimeType: transcriber.needsSpeechWav ? 'audio/wav' : (recording.mimeType as RecordingMimeType),
          durationMs: recording.durationMs,
          signal: job.signal,
          onProgress: transcribing.report,
        });
        await transcribing.settled();
        await job.progress(95, m.transcriptionStageSaving);
        const transcribedBy = engineName(transcriber);
        await saveTranscript(ctx, job, segments, transcribedBy);
        return { success: true, recordingId, segments: segments.length, transcribedBy };
      } catch (error) {
        if (job.signal.aborted && job.signal.reason === 'cancel') {
          await setState({
            status: recording.transcribedBy ? 'transcribed' : 'uploaded',
            transcriptionError: null,
          });
        } else if (error instanceof AppError) {
          job.log.warn({ recordingId, reason: error.message }, 'transcription failed');
          await setState({ status: 'failed', transcriptionError: error.message });
        }
        throw error;
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
