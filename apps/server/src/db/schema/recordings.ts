import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { RecordingAnalysis } from '@amicus/contract/recordings/analysis';
import type { SegmentWord } from '@amicus/contract/recordings/schemas';
import { createdAt, updatedAt } from './columns';
import { jobs } from './jobs';
import { users } from './users';

export const recordingStatusEnum = pgEnum('recording_status', [
  'uploaded',
  'transcribing',
  'transcribed',
  'failed',
]);

/** A user's audio recording (issue 19): the bytes in the file store, what is known of them, its transcript's state. */
export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Key in the file store (local DATA_DIR or S3); never a public path, never the client's name. */
    storageKey: text('storage_key').notNull(),
    /** The type told from the bytes. */
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** Read from the audio by ffprobe (or by decoding it, for a MediaRecorder WebM without a duration). */
    durationMs: integer('duration_ms').notNull(),
    sha256: text('sha256').notNull(),
    status: recordingStatusEnum('status').notNull().default('uploaded'),
    /** The latest transcription job; the job row stays when the job is done (its owner may still read it). */
    transcriptionJobId: integer('transcription_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    transcriptionError: text('transcription_error'),
    /** The engine that wrote the stored transcript (`pocketsphinx/en-us`, `openai/whisper-1`). */
    transcribedBy: text('transcribed_by'),
    /** The latest analysis job, followed as the transcription's is. */
    analysisJobId: integer('analysis_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    analysisError: text('analysis_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recordings_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A recording's transcript, one row per segment with its times, so one segment's text can be corrected (and
 * marked edited) without rewriting the others, and a player can start at any segment. Rows rather than a jsonb
 * list: the edit is an UPDATE of one row, and the analysis (later) quotes segments by number.
 */
export const recordingSegments = pgTable(
  'recording_segments',
  {
    recordingId: integer('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    text: text('text').notNull(),
    edited: boolean('edited').notNull().default(false),
    /** Each word's character offsets in `text` and its times, when the engine timed words; null once edited. */
    words: jsonb('words').$type<SegmentWord[]>(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.n] })],
);

/** What the analysis column holds: the analysis as shown, less what the row keeps in columns of its own. */
export type StoredRecordingAnalysis = Omit<RecordingAnalysis, 'stale' | 'createdAt'>;

/**
 * A recording's latest analysis (one per recording: a new one replaces it), kept whole as jsonb since it is
 * written and read as one piece. `stale` is set when the transcript changes after it was written.
 */
export const recordingAnalyses = pgTable('recording_analyses', {
  recordingId: integer('recording_id')
    .primaryKey()
    .references(() => recordings.id, { onDelete: 'cascade' }),
  analysis: jsonb('analysis').$type<StoredRecordingAnalysis>().notNull(),
  stale: boolean('stale').notNull().default(false),
  createdAt: createdAt(),
});
