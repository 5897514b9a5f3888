import { z } from 'zod';
import { RECORDING_TITLE_MAX_LENGTH } from '../common/constants';
import { idSchema } from '../common/ids';
import { timeZoneSchema } from '../common/time-zone';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';
import { recordingAnalysisPaths, recordingAnalysisSchema } from './analysis';

/** The recordings' paths, relative to the API base (`/api/v1`). */
export const recordingPaths = {
  list: '/recordings',
  upload: '/recordings',
  engine: '/recordings/engine',
  one: (id: number) => `/recordings/${id}`,
  transcript: (id: number) => `/recordings/${id}/transcript`,
  transcribe: (id: number) => `/recordings/${id}/transcribe`,
  audio: (id: number) => `/recordings/${id}/audio`,
  /** The transcript as a download: plain text with times, or a Word file. */
  transcriptExport: (id: number, format: TranscriptExportFormat) => `/recordings/${id}/transcript.${format}`,
  analyze: recordingAnalysisPaths.analyze,
} as const;

/** The files a transcript downloads as. */
export const transcriptExportFormats = ['txt', 'docx'] as const;
export type TranscriptExportFormat = (typeof transcriptExportFormats)[number];

/** The audio types a recording may be, told from its bytes (never its name or the browser's label). */
export const recordingMimeTypes = [
  'audio/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
] as const;
export type RecordingMimeType = (typeof recordingMimeTypes)[number];

/** The extension a recording of each type is stored (and sent to a speech-to-text service) with. */
export const recordingExtensions = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
} as const satisfies Record<RecordingMimeType, string>;

/**
 * uploaded: kept, never transcribed; transcribing: a job is queued or running (`transcriptionJobId`);
 * transcribed: its transcript is stored; failed: the last transcription failed (`transcriptionError`).
 */
export const recordingStatuses = ['uploaded', 'transcribing', 'transcribed', 'failed'] as const;
export type RecordingStatus = (typeof recordingStatuses)[number];

/** Which speech-to-text engine this server uses, chosen by configuration: a provider > PocketSphinx > none. */
export const speechProviders = ['openai', 'openai-compatible', 'pocketsphinx', 'none'] as const;
export type SpeechProvider = (typeof speechProviders)[number];

const titleSchema = z
  .string({ error: 'Title must be text' })
  .trim()
  .min(1, { error: 'Title cannot be empty' })
  .max(RECORDING_TITLE_MAX_LENGTH, {
    error: `Title must be at most ${RECORDING_TITLE_MAX_LENGTH} characters`,
  });

/** POST /recordings: multipart, one audio file in the field `file`, and an optional `title`. */
export const uploadRecordingFieldsSchema = z.object({ title: titleSchema.optional() });
export type UploadRecordingFields = z.infer<typeof uploadRecordingFieldsSchema>;

/** One word of a segment as the engine timed it: where it lies in the segment's text (characters) and when. */
export const segmentWordSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  startMs: z.number().int(),
  endMs: z.number().int(),
});
export type SegmentWord = z.infer<typeof segmentWordSchema>;

export const transcriptSegmentSchema = z.object({
  /** 1, 2, … in the order spoken. */
  n: z.number().int(),
  startMs: z.number().int(),
  endMs: z.number().int(),
  text: z.string(),
  /** The user changed the engine's text. */
  edited: z.boolean(),
  /** Its words' places and times, when the engine gave them and the text is still the engine's; else null. */
  words: z.array(segmentWordSchema).nullable(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

export const recordingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  mimeType: z.enum(recordingMimeTypes),
  bytes: z.number().int(),
  durationMs: z.number().int(),
  status: z.enum(recordingStatuses),
  /** The latest transcription's job (follow it at GET /jobs/{id} and its events); null before any. */
  transcriptionJobId: z.number().int().nullable(),
  /** Why the latest transcription failed (status failed). */
  transcriptionError: z.string().nullable(),
  /** The engine that wrote the transcript (`pocketsphinx`, `openai/whisper-1`, …); null before one. */
  transcribedBy: z.string().nullable(),
  /** The latest analysis's job (follow it like the transcription's); null before any. */
  analysisJobId: z.number().int().nullable(),
  /** Why the latest analysis failed; null when it did not. */
  analysisError: z.string().nullable(),
  /** API path of the audio (bearer token; answers Range requests so a player can seek). */
  audioUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;

export const recordingDetailSchema = recordingSchema.extend({
  segments: z.array(transcriptSegmentSchema),
  /** The latest analysis written (null before one); `stale` once the transcript changed after it. */
  analysis: recordingAnalysisSchema.nullable(),
});
export type RecordingDetail = z.infer<typeof recordingDetailSchema>;

export const recordingParamsSchema = z.object({ id: idSchema });

/** GET /recordings/{id}/transcript.{txt,docx}: the time zone its recording date is printed in (UTC when absent). */
export const transcriptExportQuerySchema = z.object({ timeZone: timeZoneSchema.optional() });
export type TranscriptExportQuery = z.infer<typeof transcriptExportQuerySchema>;
export const recordingListQuerySchema = paginationQuerySchema;
export const recordingListResultSchema = paginatedSchema(recordingSchema);
export type RecordingListResult = z.infer<typeof recordingListResultSchema>;

export const recordingResultSchema = z.object({ success: z.literal(true), recording: recordingDetailSchema });
export type RecordingResult = z.infer<typeof recordingResultSchema>;

/** PATCH /recordings/{id}: a new title. */
export const patchRecordingBodySchema = z.object({ title: titleSchema });
export type PatchRecordingBody = z.infer<typeof patchRecordingBodySchema>;

/** PATCH /recordings/{id}/transcript: new text for some segments, by number; the times stay the engine's. */
export const patchTranscriptBodySchema = z.object({
  segments: z
    .array(
      z.object({
        n: z.number({ error: 'Segment number must be a whole number' }).int().min(1).max(100_000),
        text: z.string({ error: 'Segment text must be text' }).max(10_000, {
          error: 'A segment’s text must be at most 10000 characters',
        }),
      }),
    )
    .min(1, { error: 'Send at least one segment' })
    .max(5_000, { error: 'Send at most 5000 segments' }),
});
export type PatchTranscriptBody = z.infer<typeof patchTranscriptBodySchema>;

/** GET /recordings/engine: what the web tells the user before they record. */
export const speechEngineSchema = z.object({
  provider: z.enum(speechProviders),
  /** The model (`whisper-1`, `gpt-4o-transcribe`, `en-us`); null for none. */
  model: z.string().nullable(),
  /** True when audio never leaves this server. */
  offline: z.boolean(),
  /** A plain sentence fit to show: why there is no engine, or a note on this one (English only). */
  note: z.string().nullable(),
  maxBytes: z.number().int(),
  maxDurationMs: z.number().int(),
});
export type SpeechEngine = z.infer<typeof speechEngineSchema>;
export const speechEngineResultSchema = z.object({ success: z.literal(true), engine: speechEngineSchema });
export type SpeechEngineResult = z.infer<typeof speechEngineResultSchema>;
