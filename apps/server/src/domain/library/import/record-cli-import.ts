import path from 'node:path';
import { LIBRARY_IMPORT_JOB } from '@amicus/contract/library/admin-schemas';
import type { Database } from '../../../db/client';
import { jobs } from '../../../db/schema/index';
import { MAX_REPORTED_FAILURES, type ImportReport } from './import-library';

/**
 * Writes an import run by `npm run library:import` into the list of imports the admin screen shows, as a job
 * that has already ended (no runner ever claims it): without it, an admin saw "No import has run yet" beside
 * 24,000 imported sections. Its report is the job's result, as an upload's is.
 */
export async function recordCommandLineImport(
  db: Database,
  run: {
    target: string;
    options: { jurisdiction?: string; format?: string; asOf?: string };
    startedAt: Date;
    outcome: { report: ImportReport } | { error: string };
  },
): Promise<void> {
  const succeeded = 'report' in run.outcome && run.outcome.report.sources.length > 0;
  const report = 'report' in run.outcome ? run.outcome.report : null;
  const now = new Date();
  await db.insert(jobs).values({
    kind: LIBRARY_IMPORT_JOB,
    userId: null,
    status: succeeded ? 'succeeded' : 'failed',
    payload: {
      via: 'command-line',
      files: [{ name: path.basename(path.resolve(run.target)), key: '' }],
      jurisdiction: run.options.jurisdiction ?? null,
      format: run.options.format ?? report?.format ?? null,
      asOf: run.options.asOf ?? null,
    },
    result: report && { ...report, failures: report.failures.slice(0, MAX_REPORTED_FAILURES) },
    error: succeeded ? null : 'error' in run.outcome ? run.outcome.error : 'Not one section could be read.',
    progress: 100,
    stage: null,
    attempts: 1,
    maxAttempts: 1,
    startedAt: run.startedAt,
    finishedAt: now,
    createdAt: run.startedAt,
    updatedAt: now,
  });
}
