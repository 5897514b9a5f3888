import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { libraryAdminMessages as m } from '@amicus/contract/library/admin-messages';
import {
  LIBRARY_IMPORT_JOB,
  libraryImportReportSchema,
  type LibraryImport,
  type LibraryImportFields,
} from '@amicus/contract/library/admin-schemas';
import type { AppContext } from '../../app-context';
import { jobs } from '../../db/schema/index';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { badRequest } from '../../http/app-error';
import type { JobHandler } from '../../jobs/job-handler';
import { toJob } from '../../jobs/job-dto';
import type { JobRow } from '../../jobs/job-queries';
import type { LibraryImportPayload } from './import-job';
import type { ImportUploadFile } from './import-upload';

/** How many of the latest imports the admin screen lists. */
export const RECENT_IMPORTS = 10;

/** An import job as the admin screen shows it: the job, its files and options, and its report once done. */
export function toLibraryImport(row: JobRow): LibraryImport {
  const payload = row.payload as Partial<LibraryImportPayload> & { via?: 'command-line' };
  const result = libraryImportReportSchema.safeParse(row.result);
  return {
    ...toJob(row),
    result: row.status === 'succeeded' && result.success ? result.data : null,
    files: (payload.files ?? []).map((file) => file.name),
    jurisdiction: payload.jurisdiction ?? null,
    format: payload.format ?? null,
    asOf: payload.asOf ?? null,
    via: payload.via ?? 'upload',
  };
}

/**
 * Stores the uploaded files where any instance can read them and queues the import, owned by the admin who
 * sent it (so they may also follow and cancel it at /jobs/{id}).
 */
export async function startImport(
  ctx: AppContext,
  handler: JobHandler<LibraryImportPayload, unknown>,
  actor: AuditActor,
  fields: LibraryImportFields,
  files: ImportUploadFile[],
): Promise<number> {
  if (files.length === 0) throw badRequest(m.noFile, [{ path: 'files', message: m.noFile }]);
  const uploadId = randomUUID();
  const stored: LibraryImportPayload['files'] = [];
  try {
    for (const [index, file] of files.entries()) {
      const key = `library-imports/${uploadId}/${index}`;
      await ctx.storage.putFile(key, file.path, 'application/octet-stream');
      stored.push({ name: file.name, key });
    }
    const row = await ctx.jobs.enqueue(
      handler,
      {
        files: stored,
        jurisdiction: fields.jurisdiction ?? null,
        format: fields.format ?? null,
        asOf: fields.asOf ?? null,
        actor,
      },
      { userId: actor.id },
    );
    return row.id;
  } catch (error) {
    await Promise.all(stored.map((file) => ctx.storage.delete(file.key).catch(() => undefined)));
    throw error;
  }
}

export async function recentImports(ctx: AppContext): Promise<LibraryImport[]> {
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, LIBRARY_IMPORT_JOB))
    .orderBy(desc(jobs.id))
    .limit(RECENT_IMPORTS);
  return rows.map(toLibraryImport);
}
