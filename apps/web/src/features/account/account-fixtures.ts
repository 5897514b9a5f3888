import { ACCOUNT_EXPORT_JOB, type AccountExport } from '@amicus/contract/account/data';
import type { Job } from '@amicus/contract/jobs/schemas';

/** Test data of the account's component tests: an archive's job and the archive as the API returns them. */
export function anExportJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 31,
    kind: ACCOUNT_EXPORT_JOB,
    status: 'running',
    progress: 10,
    stage: 'Gathering your records',
    attempts: 1,
    cancelRequested: false,
    error: null,
    result: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** 1.2 MB. */
export const ARCHIVE_SIZE = 1_258_291;

/** A ready archive, kept for a week from now. */
export function aReadyExport(jobId = 31): AccountExport {
  return {
    job: anExportJob({ id: jobId, status: 'succeeded', progress: 100, stage: 'Storing the archive' }),
    size: ARCHIVE_SIZE,
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  };
}
