import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RecordingAnalysis } from '@amicus/contract/recordings/analysis';
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
import { jobs, recordingAnalyses, recordingSegments, recordings } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

export type RecordingRow = typeof recordings.$inferSelect;
type JobState = { status: (typeof jobs.$inferSelect)['status']; error: string | null } | null;

const analysisJobs = alias(jobs, 'analysis_jobs');
const columns = {
  recording: recordings,
  jobStatus: jobs.status,
  jobError: jobs.error,
  analysisJobStatus: analysisJobs.status,
  analysisJobError: analysisJobs.error,
};

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

/**
 * Why the latest analysis failed: the job writes it; a job the runner ended (interrupted too often) is read
 * from its row. A cancelled or running one has no error.
 */
function analysisErrorOf(row: RecordingRow, job: JobState): string | null {
  if (row.analysisError) return row.analysisError;
  return job?.status === 'failed' ? (job.error ?? m.analysisFailed) : null;
}

function toRecording(row: RecordingRow, job: JobState, analysisJob: JobState): Recording {
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
    analysisJobId: row.analysisJobId,
    analysisError: analysisErrorOf(row, analysisJob),
    audioUrl: recordingPaths.audio(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type JobColumns = { status: NonNullable<JobState>['status'] | null; error: string | null };
const jobOf = ({ status, error }: JobColumns): JobState => (status ? { status, error } : null);
type JoinedRow = {
  recording: RecordingRow;
  jobStatus: JobColumns['status'];
  jobError: string | null;
  analysisJobStatus: JobColumns['status'];
  analysisJobError: string | null;
};
const fromJoined = (row: JoinedRow) =>
  toRecording(
    row.recording,
    jobOf({ status: row.jobStatus, error: row.jobError }),
    jobOf({ status: row.analysisJobStatus, error: row.analysisJobError }),
  );

/** The recording with both its latest jobs, as the list and the detail read it. */
const joinedRecordings = (db: DbOrTx) =>
  db
    .select(columns)
    .from(recordings)
    .leftJoin(jobs, eq(jobs.id, recordings.transcriptionJobId))
    .leftJoin(analysisJobs, eq(analysisJobs.id, recordings.analysisJobId));

/** A user's recordings, newest first, a page at a time. */
export async function listRecordings(
  db: DbOrTx,
  userId: number,
  { page, limit }: PaginationQuery,
): Promise<RecordingListResult> {
  const [rows, [total]] = await Promise.all([
    joinedRecordings(db)
      .where(eq(recordings.userId, userId))
      .orderBy(desc(recordings.createdAt), desc(recordings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(recordings).where(eq(recordings.userId, userId)),
  ]);
  return {
    success: true,
    data: rows.map(fromJoined),
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

/** A recording's latest analysis, or null before one was written. */
export async function readAnalysis(db: DbOrTx, recordingId: number): Promise<RecordingAnalysis | null> {
  const [row] = await db
    .select()
    .from(recordingAnalyses)
    .where(eq(recordingAnalyses.recordingId, recordingId));
  if (!row) return null;
  return { ...row.analysis, stale: row.stale, createdAt: row.createdAt.toISOString() };
}

/** The user's own recording with its transcript's segments and its latest analysis. */
export async function getRecording(db: DbOrTx, userId: number, id: number): Promise<RecordingDetail> {
  const [row] = await joinedRecordings(db).where(and(eq(recordings.id, id), eq(recordings.userId, userId)));
  if (!row) throw notFound(m.recordingNotFound);
  const segments = await db
    .select({
      n: recordingSegments.n,
      startMs: recordingSegments.startMs,
      endMs: recordingSegments.endMs,
      text: recordingSegments.text,
      edited: recordingSegments.edited,
      words: recordingSegments.words,
    })
    .from(recordingSegments)
    .where(eq(recordingSegments.recordingId, id))
    .orderBy(asc(recordingSegments.n));
  return { ...fromJoined(row), segments, analysis: await readAnalysis(db, id) };
}
