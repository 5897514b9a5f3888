import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { libraryAdminMessages as m } from '@amicus/contract/library/admin-messages';
import { LIBRARY_IMPORT_JOB, type LibraryImportReport } from '@amicus/contract/library/admin-schemas';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../domain/audit/record-audit';
import { UnknownFormatError } from '../../domain/library/formats/index';
import { ImportInputError, openImportInput } from '../../domain/library/import/import-input';
import { importLibrary, type ImportReport } from '../../domain/library/import/import-library';
import { AppError } from '../../http/app-error';
import type { JobAbortReason, JobHandler } from '../../jobs/job-handler';
import { scheduleLibraryEmbedding } from './embed-job';

/** What POST /admin/library/imports hands the job: where the upload is stored, and how to read it. */
export type LibraryImportPayload = {
  files: { name: string; key: string }[];
  jurisdiction: string | null;
  format: string | null;
  asOf: string | null;
  actor: { id: number; request: { method: string; path: string } };
};

/** Nothing usable was read (and so nothing was written). */
class NothingImported extends Error {
  constructor(readonly report: ImportReport) {
    super('nothing imported');
  }
}

const toReport = (report: ImportReport): LibraryImportReport => ({
  read: report.read,
  added: report.added,
  changed: report.changed,
  unchanged: report.unchanged,
  withdrawn: report.withdrawn,
  failed: report.failed,
  format: report.format,
  sources: report.sources,
  failures: report.failures,
});

/**
 * Imports an uploaded archive or set of files into the library. The upload waits in the file store (any
 * instance may run the job); it is fetched to a private folder, unpacked under the importer's limits and read.
 * A broken archive, an unknown format or input of which not one section could be read leave the library as it
 * was; sections are written in batches (see writeSource), so a cancelled import keeps what it wrote, and running
 * it again completes it. The upload is removed once the job has settled.
 */
export function libraryImportJob(ctx: AppContext): JobHandler<LibraryImportPayload, LibraryImportReport> {
  return {
    kind: LIBRARY_IMPORT_JOB,
    // The import is idempotent, but one that failed for a passing reason is better started again by the admin
    // (who sees why) than run twice on a database the first run kept busy.
    maxAttempts: 1,
    run: async (job) => {
      const { payload } = job;
      await fs.mkdir(ctx.config.uploads.tempDir, { recursive: true });
      const work = await fs.mkdtemp(path.join(ctx.config.uploads.tempDir, `library-import-${job.id}-`));
      try {
        await job.progress(1, m.stageUnpacking);
        const inputDir = path.join(work, 'upload');
        await fs.mkdir(inputDir);
        for (const file of payload.files) {
          const stored = await ctx.storage.get(file.key);
          if (!stored) throw new AppError('NOT_FOUND', m.inputFailed(file.name, 'is no longer stored'));
          await pipeline(stored.body, createWriteStream(path.join(inputDir, file.name)));
        }
        const single = payload.files.length === 1 ? payload.files[0]!.name : undefined;
        const label = single ?? 'the upload';
        // The job's first 5 % are the unpacking; each whole percent of it is written once, in order.
        let unpackedPercent = 0;
        let unpackWrites = Promise.resolve();
        const showUnpacking = (fraction: number) => {
          const percent = Math.floor(fraction * 100);
          if (percent <= unpackedPercent) return;
          unpackedPercent = percent;
          unpackWrites = unpackWrites
            .then(() => job.progress(1 + Math.floor((4 * percent) / 100), m.stageUnpackingShare(percent)))
            .catch(() => undefined);
        };
        const opened = await openImportInput(
          single ? path.join(inputDir, single) : inputDir,
          undefined,
          showUnpacking,
        ).catch((error: unknown) => {
          if (error instanceof ImportInputError)
            throw new AppError('BAD_REQUEST', m.inputFailed(label, error.message));
          throw error;
        });
        await unpackWrites;
        try {
          const total = Math.max(1, opened.input.files.length);
          await job.progress(5, m.stageReading(opened.input.files.length));
          // Progress writes run one after another, beside the import's writes, never blocking them.
          let progressWrites = Promise.resolve();
          const showProgress = (report: ImportReport) => {
            const percent = 5 + Math.floor(90 * Math.min(1, report.read / total));
            const stage = m.stageCounts(report);
            progressWrites = progressWrites.then(() => job.progress(percent, stage)).catch(() => undefined);
          };
          let report: ImportReport;
          try {
            report = await importLibrary(ctx.db, opened.input, {
              format: payload.format ?? undefined,
              jurisdiction: payload.jurisdiction ?? undefined,
              asOf: payload.asOf ?? undefined,
              onProgress: showProgress,
              signal: job.signal,
            });
            // Nothing is written until a section has been read: an import that read none changed nothing.
            if (report.added + report.changed + report.unchanged === 0) throw new NothingImported(report);
            await ctx.db.transaction(async (tx) => {
              for (const source of report.sources) {
                await recordAudit(tx, {
                  actorId: payload.actor.id,
                  action: 'import',
                  entityType: 'library_source',
                  entityId: source.id,
                  changes: {
                    title: { to: source.title },
                    job: { to: job.id },
                    files: {
                      to: payload.files
                        .map((f) => f.name)
                        .join(', ')
                        .slice(0, 500),
                    },
                    sections: {
                      to: `${report.added} added, ${report.changed} changed, ${report.unchanged} unchanged, ${report.withdrawn} withdrawn, ${report.failed} failed`,
                    },
                  },
                  request: payload.actor.request,
                  at: ctx.clock.now(),
                });
              }
            });
          } catch (error) {
            await progressWrites;
            if (error instanceof NothingImported) {
              const [first] = error.report.failures;
              throw new AppError(
                'BAD_REQUEST',
                first
                  ? m.nothingImported(first, error.report.failed - 1)
                  : m.inputFailed(label, 'holds no sections'),
              );
            }
            if (error instanceof UnknownFormatError) {
              throw new AppError(
                'BAD_REQUEST',
                error.message.startsWith('Unknown format')
                  ? m.namedFormatUnknown(error.message)
                  : m.unknownFormat(label, error.message),
              );
            }
            throw error;
          }
          await progressWrites;
          await job.progress(99, m.stageCounts(report));
          await scheduleLibraryEmbedding(ctx, job.log);
          return toReport(report);
        } finally {
          await opened.dispose();
        }
      } finally {
        await fs.rm(work, { recursive: true, force: true });
        // A shutdown puts the job back in the queue for another instance, which needs the upload; a job this
        // instance lost is another's now. Otherwise the job has settled and the upload has served.
        const reason = job.signal.aborted ? (job.signal.reason as JobAbortReason) : undefined;
        if (reason !== 'shutdown' && reason !== 'lost') {
          await Promise.all(payload.files.map((file) => ctx.storage.delete(file.key).catch(() => undefined)));
        }
      }
    },
  };
}
