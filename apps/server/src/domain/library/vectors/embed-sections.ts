import { sql } from 'drizzle-orm';
import { EmbeddingError, type Embedder } from '../../../adapters/embeddings/embedder';
import { queryRows, type Database } from '../../../db/client';

/** Sections sent to the provider in one call, and written in one statement. */
export const EMBED_BATCH = 64;
/** What of a section is embedded: its heading and the start of its text (about 500 tokens). */
const MAX_EMBEDDED_CHARS = 2_000;

export type EmbedReport = {
  /** Sections that needed a vector (none yet for this model, or their text changed since). */
  total: number;
  embedded: number;
  /** Vectors of other models, removed: they cannot be compared with this model's. */
  removed: number;
};

type SectionRow = { id: number; heading: string; body: string; content_hash: string };

export const sectionEmbeddingText = (heading: string, body: string) =>
  `${heading}\n${body}`.slice(0, MAX_EMBEDDED_CHARS);

/** pgvector's text form; a vector with a non-number in it is the provider's fault, not the database's. */
export function vectorLiteral(vector: number[]): string {
  if (!vector.every(Number.isFinite))
    throw new EmbeddingError('The embedding provider answered with a vector that is not numbers.');
  return `[${vector.join(',')}]`;
}

const needsVector = (model: string) =>
  sql`from library_sections s
        left join library_section_vectors v on v.model = ${model} and v.section_id = s.id
      where s.withdrawn_at is null and (v.section_id is null or v.content_hash <> s.content_hash)`;

/**
 * Gives every section in the library a vector of the embedder's model: sections without one, and those whose
 * text changed since theirs was made, in batches of EMBED_BATCH, each batch written as it comes back. A
 * provider failure (EmbeddingError) stops it with the batches before kept: running it again goes on from there.
 * Vectors of other models are removed first, so changing the model re-embeds the library.
 */
export async function embedMissingSections(
  db: Database,
  embedder: Embedder,
  options: { signal?: AbortSignal; onProgress?: (report: EmbedReport) => Promise<void> | void } = {},
): Promise<EmbedReport> {
  const model = embedder.name;
  const [removed] = await queryRows<{ count: number }>(
    db,
    sql`with gone as (delete from library_section_vectors where model <> ${model} returning 1)
        select count(*)::int as count from gone`,
  );
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${needsVector(model)}`,
  );
  const report: EmbedReport = { total: counted?.total ?? 0, embedded: 0, removed: removed?.count ?? 0 };
  await options.onProgress?.(report);
  let after = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    const rows = await queryRows<SectionRow>(
      db,
      sql`select s.id, s.heading, left(s.body, ${MAX_EMBEDDED_CHARS}) as body, s.content_hash
          ${needsVector(model)} and s.id > ${after}
          order by s.id limit ${EMBED_BATCH}`,
    );
    if (rows.length === 0) return report;
    after = rows.at(-1)!.id;
    const vectors = await embedder.embed(
      rows.map((row) => sectionEmbeddingText(row.heading, row.body)),
      options.signal ? { signal: options.signal } : {},
    );
    const values = rows.map(
      (row, i) => sql`(${model}, ${row.id}, ${row.content_hash}, ${vectorLiteral(vectors[i]!)}::vector)`,
    );
    await db.execute(
      sql`insert into library_section_vectors (model, section_id, content_hash, embedding)
          values ${sql.join(values, sql`, `)}
          on conflict (model, section_id) do update
            set content_hash = excluded.content_hash, embedding = excluded.embedding, created_at = now()`,
    );
    report.embedded += rows.length;
    await options.onProgress?.(report);
  }
}
