import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { RECORDING_MAX_DURATION_MS } from '@amicus/contract/common/constants';
import { finalJobStatuses } from '@amicus/contract/jobs/schemas';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import {
  recordingExtensions,
  type PatchTranscriptBody,
  type RecordingDetail,
  type RecordingMimeType,
} from '@amicus/contract/recordings/schemas';
import type { AppContext } from '../../app-context';
import type { AudioTools } from '../../adapters/speech/audio-tools';
import type { Speech } from '../../adapters/speech/create-speech';
import { recordingSegments, recordings } from '../../db/schema/index';
import { assertWithinQuota } from '../../domain/storage/storage-quota';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { JobHandler } from '../../jobs/job-handler';
import { readJob } from '../../jobs/job-queries';
import { markAnalysisStale } from './analysis/analysis-service';
import { sniffAudio } from './audio-type';
import { findOwnRecording, getRecording } from './recording-queries';
import type { AudioUpload } from './recording-upload';
import type { TranscriptionPayload, TranscriptionResult } from './transcription-job';
import { assertCanPay, workPrice } from '../../domain/credits/work-price';

/** The title of a recording uploaded without one: its file name without the extension. */
const titleFrom = (fileName: string) =>
  fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 200) || 'Recording';

/** The file to keep and its size: the upload, or for a WebM its remuxed copy (removed by `cleanup`). */
type KeptAudio = { path: string; size: number; cleanup: () => Promise<void> };

/**
 * A browser's WebM (MediaRecorder) carries no duration or cues: it is remuxed (the audio copied, not
 * re-encoded) so players show its length and can seek to a segment. The upload itself is kept when ffmpeg
 * cannot remux it.
 */
async function keptAudio(tools: AudioTools, upload: AudioUpload, mimeType: string): Promise<KeptAudio> {
  const asUploaded = { path: upload.path, size: upload.size, cleanup: async () => {} };
  if (mimeType !== 'audio/webm') return asUploaded;
  const remuxed = `${upload.path}.remuxed.webm`;
  const cleanup = () => fs.rm(remuxed, { force: true });
  const size = (await tools.remuxWebm(upload.path, remuxed))
    ? await fs.stat(remuxed).then(
        (stat) => stat.size,
        () => 0,
      )
    : 0;
  if (size > 0) return { path: remuxed, size, cleanup };
  await cleanup();
  return asUploaded;
}

/**
 * Keeps an uploaded recording: its type from its bytes (415 for anything but WebM, OGG, MP3, M4A or WAV audio
 * ffmpeg can decode), a browser's WebM remuxed so it can be played and sought, its length from the audio (413
 * past 15 minutes), then the file in the store and its row, in a transaction that holds the user's row so the
 * storage quota counts concurrent uploads (413 past it). Nothing is kept when any check fails.
 */
export async function storeRecording(
  ctx: AppContext,
  speech: Speech,
  input: { userId: number; title: string | undefined; upload: AudioUpload | undefined },
): Promise<RecordingDetail> {
  const { userId, upload } = input;
  if (!upload) throw badRequest(m.uploadMissing, [{ path: 'file', message: m.uploadMissing }]);
  if (upload.size === 0) throw badRequest(m.emptyFile(upload.fileName));
  await assertWithinQuota(ctx.db, {
    userId,
    incomingBytes: upload.size,
    quotaBytes: ctx.config.uploads.quotaBytes,
  });
  await ctx.throttles.recordingUploadByUser.consume(String(userId));
  const mimeType = await sniffAudio(upload.path);
  if (!mimeType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.unsupportedType(upload.fileName));
  if (!speech.tools) throw new AppError('UNAVAILABLE', m.audioToolsMissing);
  const kept = await keptAudio(speech.tools, upload, mimeType);
  try {
    // The remuxed file's header states its length; MediaRecorder's own is decoded to measure it.
    const durationMs = await speech.tools.durationMs(kept.path);
    if (durationMs === undefined)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.unreadableAudio(upload.fileName));
    if (durationMs > RECORDING_MAX_DURATION_MS)
      throw new AppError('PAYLOAD_TOO_LARGE', m.tooLong(upload.fileName, RECORDING_MAX_DURATION_MS));
    return await keepRecording(ctx, { ...input, upload, mimeType, durationMs, kept });
  } finally {
    await kept.cleanup();
  }
}

async function keepRecording(
  ctx: AppContext,
  input: {
    userId: number;
    title: string | undefined;
    upload: AudioUpload;
    mimeType: RecordingMimeType;
    durationMs: number;
    kept: KeptAudio;
  },
): Promise<RecordingDetail> {
  const { userId, upload, mimeType, kept } = input;
  const storageKey = `recordings/${userId}/${randomUUID()}.${recordingExtensions[mimeType]}`;
  // Copied before the transaction: on PGlite a transaction holds the only connection.
  await ctx.storage.putFile(storageKey, kept.path, mimeType);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await assertWithinQuota(tx, {
        userId,
        incomingBytes: kept.size,
        quotaBytes: ctx.config.uploads.quotaBytes,
        lock: true,
      });
      const [row] = await tx
        .insert(recordings)
        .values({
          userId,
          title: input.title ?? titleFrom(upload.fileName),
          storageKey,
          mimeType,
          bytes: kept.size,
          durationMs: input.durationMs,
          // The digest of what the user sent, whatever container it is kept in.
          sha256: upload.sha256,
        })
        .returning({ id: recordings.id });
      return row!.id;
    });
    return await getRecording(ctx.db, userId, id);
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function renameRecording(ctx: AppContext, userId: number, id: number, title: string) {
  await findOwnRecording(ctx.db, userId, id);
  await ctx.db.update(recordings).set({ title }).where(eq(recordings.id, id));
  return getRecording(ctx.db, userId, id);
}

/**
 * New text for some segments (by number): each is marked edited; its times stay the engine's, its words' are
 * dropped (they no longer match the text). An analysis written from the old text is marked stale.
 */
export async function editTranscript(ctx: AppContext, userId: number, id: number, body: PatchTranscriptBody) {
  await findOwnRecording(ctx.db, userId, id);
  const numbers = [...new Set(body.segments.map((segment) => segment.n))];
  const held = await ctx.db
    .select({ n: recordingSegments.n })
    .from(recordingSegments)
    .where(and(eq(recordingSegments.recordingId, id), inArray(recordingSegments.n, numbers)));
  const heldNumbers = new Set(held.map((row) => row.n));
  const unknown = numbers.find((n) => !heldNumbers.has(n));
  if (unknown !== undefined) {
    const message = m.segmentUnknown(unknown);
    throw badRequest(message, [{ path: 'segments', message }]);
  }
  await ctx.db.transaction(async (tx) => {
    for (const segment of body.segments) {
      await tx
        .update(recordingSegments)
        .set({ text: segment.text.trim(), edited: true, words: null })
        .where(and(eq(recordingSegments.recordingId, id), eq(recordingSegments.n, segment.n)));
    }
    await tx.update(recordings).set({ updatedAt: new Date() }).where(eq(recordings.id, id));
    await markAnalysisStale(tx, id);
  });
  return getRecording(ctx.db, userId, id);
}

/**
 * Deletes a recording: its transcript's segments and its analysis with its row (the foreign keys cascade), then
 * its file; a transcription or an analysis still running is cancelled, and would find the recording gone.
 */
export async function deleteRecording(ctx: AppContext, userId: number, id: number): Promise<void> {
  const row = await findOwnRecording(ctx.db, userId, id);
  await ctx.db.delete(recordings).where(eq(recordings.id, id));
  await ctx.storage.delete(row.storageKey);
  if (row.status === 'transcribing' && row.transcriptionJobId !== null)
    await ctx.jobs.cancel(row.transcriptionJobId).catch(() => undefined);
  // Cancelling a job that has ended changes nothing.
  if (row.analysisJobId !== null) await ctx.jobs.cancel(row.analysisJobId).catch(() => undefined);
}

/**
 * Queues the transcription of a recording (503 when this server has no engine; 409 while one is still queued
 * or running) and answers the job's id. The recording's status follows the job.
 */
export async function startTranscription(
  ctx: AppContext,
  speech: Speech,
  job: JobHandler<TranscriptionPayload, TranscriptionResult>,
  input: { userId: number; recordingId: number },
): Promise<number> {
  await findOwnRecording(ctx.db, input.userId, input.recordingId);
  if (!speech.transcriber) throw new AppError('UNAVAILABLE', m.transcriptionNoEngine);
  const price = await workPrice(ctx.db, ctx.config, 'recordingTranscription');
  // The recording's row is locked while its running job is looked for and a new one queued: calls racing to
  // transcribe it queue one job, and the others are told it is already being transcribed.
  const queued = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: recordings.id, transcriptionJobId: recordings.transcriptionJobId })
      .from(recordings)
      .where(eq(recordings.id, input.recordingId))
      .for('update');
    if (!row) throw notFound(m.recordingNotFound);
    if (row.transcriptionJobId !== null) {
      const current = await readJob(tx, row.transcriptionJobId);
      if (current && !finalJobStatuses.includes(current.status))
        throw new AppError('CONFLICT', m.alreadyTranscribing);
    }
    // Counted once it is known to start: the calls refused above cost nothing.
    await assertCanPay(tx, input.userId, price);
    await ctx.throttles.transcriptionByUser.consume(String(input.userId));
    const created = await ctx.jobs.enqueue(
      job,
      { recordingId: row.id, userId: input.userId },
      { userId: input.userId, within: tx, price },
    );
    await tx
      .update(recordings)
      .set({ status: 'transcribing', transcriptionJobId: created.id, transcriptionError: null })
      .where(eq(recordings.id, row.id));
    return created;
  });
  ctx.jobs.wake();
  return queued.id;
}
