import type { Job } from '@amicus/contract/jobs/schemas';
import type { JobRow } from './job-queries';

/** A job as its owner sees it: never its payload, its lease or the instance holding it. */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    attempts: row.attempts,
    cancelRequested: row.cancelRequested,
    error: row.error,
    result: row.status === 'succeeded' ? (row.result ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
