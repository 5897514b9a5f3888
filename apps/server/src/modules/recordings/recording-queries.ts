import { and, asc, count, desc, eq } from 'drizzle-orm';
import { paginationOf, type PaginationQuery } from '@amicus/contract/common/pagination';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import {
  recordingPaths,
  type Recording,
  type RecordingDetail,
  type RecordingListResult,
  type RecordingMimeType,
  type RecordingStatus,
} from '@amicus/contract/recordings/schemas';
import type { DbOrTx } from '../../db/client';
import { jobs, recordingSegments, recordings } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

export type RecordingRow = typeof recordings.$inferSelect;
type JobState = { status: (typeof jobs.$inferSelect)['status']; error: string | null } | null;

const columns = { recording: recordings, jobStatus: jobs.status, jobError: jobs.error };

/**
 * The recording's status as its owner should see it. The job writes the status as it goes; a job the runner
 * ended without running it to the end (cancelled while queued, interrupted too many times) is read here.
 */
function statusOf(row: RecordingRow, job: JobState): { status: RecordingStatus; error: string | null } {
  if (row.status === 'transcribing' && job?.status === 'failed')
    return { status: 'failed', error: job.error ?? m.transcriptionOfflineFailed };
  if (row.status === 'transcribing' && job?.status === 'cancelled')
    return { status: row.transcribedBy ? 'transcribed' : 'uploaded', error: null };
  return { status: row.status, error: row.transcriptionError };
}

function toRecording(row: RecordingRow, job: JobState): Recording {
  const { status, error } = statusOf(row, job);
  return {
    id: row.id,
    title: row.title,
    mimeType: row.mimeType as RecordingMimeType,
    bytes: row.bytes,
    durationMs: row.durationMs,
    status,
    transcriptionJobId: row.transcriptionJobId,
    transcriptionError: error,
    transcribedBy: row.transcribedBy,
    audioUrl: recordingPaths.audio(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type JoinedRow = { jobStatus: NonNullable<JobState>['status'] | null; jobError: string | null };
const jobOf = (row: JoinedRow): JobState =>
  row.jobStatus ? { status: row.jobStatus, error: row.jobError } : null;

/** A user's recordings, newest first, a page at a time. */
export async function listRecordings(
  db: DbOrTx,
  userId: number,
  { page, limit }: PaginationQuery,
): Promise<RecordingListResult> {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(recordings)
      .leftJoin(jobs, eq(jobs.id, recordings.transcriptionJobId))
      .where(eq(recordings.userId, userId))
      .orderBy(desc(recordings.createdAt), desc(recordings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(recordings).where(eq(recordings.userId, userId)),
  ]);
  return {
    success: true,
    data: rows.map((row) => toRecording(row.recording, jobOf(row))),
    pagination: paginationOf(page, limit, total?.value ?? 0),
  };
}

/** The user's own recording; another user's, or none, is a 404 alike. */
export async function findOwnRecording(db: DbOrTx, userId: number, id: number): Promise<RecordingRow> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId)));
  if (!row) throw notFound(m.recordingNotFound);
  return row;
}

/** The user's own recording with its transcript's segments. */
export async function getRecording(db: DbOrTx, userId: number, id: number): Promise<RecordingDetail> {
  const [row] = await db
    .select(columns)
    .from(recordings)
    .leftJoin(jobs, eq(jobs.id, recordings.transcriptionJobId))
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId)));
  if (!row) throw notFound(m.recordingNotFound);
  const segments = await db
    .select({
      n: recordingSegments.n,
      startMs: recordingSegments.startMs,
      endMs: recordingSegments.endMs,
      text: recordingSegments.text,
      edited: recordingSegments.edited,
    })
    .from(recordingSegments)
    .where(eq(recordingSegments.recordingId, id))
    .orderBy(asc(recordingSegments.n));
  return { ...toRecording(row.recording, jobOf(row)), segments };
}
