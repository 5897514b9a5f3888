import { desc, eq, sql } from 'drizzle-orm';
import type { LibraryEmbeddingsStatus } from '@amicus/contract/library/admin-schemas';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { toJob } from '../../jobs/job-dto';
import { LIBRARY_EMBED_JOB } from './embed-job';

/**
 * Whether library search also ranks by meaning, for the admin: off (no provider configured), unavailable (the
 * database cannot hold vectors: said at start in the log, and here), or on with how much of the library has
 * a vector of the configured model for its current text, and the latest embedding job.
 */
export async function embeddingsStatus(ctx: AppContext): Promise<LibraryEmbeddingsStatus> {
  const config = ctx.config.embeddings;
  const none = { embedded: 0, total: 0, job: null };
  if (!config) return { state: 'off', model: null, reason: null, ...none };
  if (!ctx.libraryEmbeddings) {
    const [found] = await queryRows<{ installed: boolean }>(
      ctx.db,
      sql`select exists(select 1 from pg_available_extensions where name = 'vector') as installed`,
    );
    const reason = found?.installed ? 'pgvector could not be enabled' : 'pgvector is not installed';
    return { state: 'unavailable', model: config.name, reason, ...none };
  }
  const [counts] = await queryRows<{ embedded: number; total: number }>(
    ctx.db,
    sql`select count(v.section_id)::int as embedded, count(*)::int as total
        from library_sections s
          left join library_section_vectors v
            on v.model = ${config.name} and v.section_id = s.id and v.content_hash = s.content_hash
        where s.withdrawn_at is null`,
  );
  const [latest] = await ctx.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, LIBRARY_EMBED_JOB))
    .orderBy(desc(jobs.id))
    .limit(1);
  return {
    state: 'on',
    model: config.name,
    reason: null,
    embedded: counts?.embedded ?? 0,
    total: counts?.total ?? 0,
    job: latest ? toJob(latest) : null,
  };
}
