import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { EmbeddingError } from '../../adapters/embeddings/embedder';
import { jobs } from '../../db/schema/index';
import { embedMissingSections, type EmbedReport } from '../../domain/library/vectors/embed-sections';
import { describeEmbeddingError } from '../../domain/library/vectors/library-embeddings';
import { AppError } from '../../http/app-error';
import { describeError } from '../../http/describe-error';
import type { JobHandler } from '../../jobs/job-handler';

export const LIBRARY_EMBED_JOB = 'library-embed';

const stage = (report: EmbedReport) =>
  report.total === 0
    ? 'Every section has a vector'
    : `Embedding sections: ${report.embedded} of ${report.total}`;

/**
 * Gives the library's sections vectors of the configured embedding model (see embed-sections.ts), after each
 * import and at start-up. A provider failure ends the job with the reason and what was done; the import it
 * followed is untouched, the vectors written stay, and the next run goes on from there. Search ranks by
 * words alone for sections without a vector.
 */
export function libraryEmbedJob(ctx: AppContext): JobHandler<Record<string, never>, EmbedReport> {
  return {
    kind: LIBRARY_EMBED_JOB,
    maxAttempts: 2,
    run: async (job) => {
      const embeddings = ctx.libraryEmbeddings;
      if (!embeddings) return { total: 0, embedded: 0, removed: 0 };
      let done: EmbedReport = { total: 0, embedded: 0, removed: 0 };
      try {
        return await embedMissingSections(ctx.db, embeddings.embedder, {
          signal: job.signal,
          onProgress: async (report) => {
            done = report;
            const percent = report.total === 0 ? 99 : Math.floor((99 * report.embedded) / report.total);
            await job.progress(percent, stage(report));
          },
        });
      } catch (error) {
        if (!(error instanceof EmbeddingError)) throw error;
        job.log.warn({ error: describeEmbeddingError(error), ...done }, 'embedding library sections failed');
        throw new AppError(
          'UPSTREAM_FAILED',
          `${error.message} ${done.embedded} of ${done.total} sections were embedded; the others will be at the next import or start, and search ranks them by words meanwhile.`,
        );
      }
    },
  };
}

/**
 * Queues the embedding job unless one is already waiting (a running one may have passed sections an import
 * has just changed, so it does not count). Never fails the caller: the vectors can wait for the next chance.
 */
export async function scheduleLibraryEmbedding(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  if (!ctx.libraryEmbeddings) return;
  try {
    const [waiting] = await ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, LIBRARY_EMBED_JOB), eq(jobs.status, 'queued')))
      .limit(1);
    if (!waiting) await ctx.jobs.enqueue(libraryEmbedJob(ctx), {});
  } catch (error) {
    log.warn({ error: describeError(error) }, 'the library embedding job could not be queued');
  }
}
