import { sql } from 'drizzle-orm';
import type { Embedder } from '../../../adapters/embeddings/embedder';
import { queryRows, type DbOrTx } from '../../../db/client';
import { vectorLiteral } from '../vectors/embed-sections';
import { fuseRankings } from './fuse-rankings';
import {
  areaWhere,
  jurisdictionOrder,
  MAX_QUERY_CHARS,
  toHit,
  type HitFilters,
  type HitRow,
  type RankedHit,
} from './section-hits';

/** What searching by meaning needs: the embedding model, and how long a question may wait for its vector. */
export type SemanticSearch = {
  embedder: Embedder;
  queryTimeoutMs: number;
  /** Told why a search ranked by words alone (the provider failed or was too slow). */
  onFailure?: (error: unknown) => void;
};

type Filters = HitFilters & { semantic?: SemanticSearch };

/** How many candidates each ranking brings to the fusion, at least. */
const FUSION_DEPTH = 20;
/**
 * How much less similar (cosine) than the nearest section a section may be and still count as found by meaning.
 * Set by hand, not measured: the development set in bench/library needs a real embedding model to tune it.
 */
const SIMILARITY_MARGIN = 0.15;
/**
 * The sections nearest the question in meaning (cosine distance between the question's vector and each
 * section's, for the embedder's model), under the same filters as the full-text search: enabled sources, not
 * withdrawn, the jurisdictions and area asked for. Null when it cannot help: no section has a vector of this
 * model yet, or the question could not be embedded in time (the provider failed or was slow). Never rejects.
 */
export async function vectorHits(
  db: DbOrTx,
  query: string,
  filters: Filters,
  semantic: SemanticSearch,
): Promise<RankedHit[] | null> {
  const model = semantic.embedder.name;
  try {
    const [stored] = await queryRows<{ any: boolean }>(
      db,
      sql`select exists(select 1 from library_section_vectors where model = ${model}) as any`,
    );
    if (!stored?.any) return null;
    const [vector] = await semantic.embedder.embed([query.slice(0, MAX_QUERY_CHARS)], {
      signal: AbortSignal.timeout(semantic.queryTimeoutMs),
      maxRetries: 0,
    });
    const asked = sql`${vectorLiteral(vector!)}::vector`;
    const rows = await queryRows<HitRow>(
      db,
      sql`select s.id as section_id, s.citation, s.heading, left(s.body, 300) as snippet, src.jurisdiction,
            src.title as source_title, src.as_of::text as as_of, s.status, (1 - (v.embedding <=> ${asked}))::float8 as rank
          from library_section_vectors v
            join library_sections s on s.id = v.section_id
            join library_sources src on src.id = s.source_id
          where v.model = ${model} and src.enabled and s.withdrawn_at is null and src.kind <> 'problems'
            and ${jurisdictionOrder(filters).where} and ${areaWhere(filters)}
          order by v.embedding <=> ${asked}, s.id
          limit ${filters.limit}`,
    );
    // The nearest sections are always some distance away, related or not: only those about as near as the
    // nearest are taken, so a question far from everything adds no noise to the words' ranking.
    const nearest = Number(rows[0]?.rank ?? 0);
    const near = rows.filter(
      (row) => Number(row.rank) > 0 && Number(row.rank) >= nearest - SIMILARITY_MARGIN,
    );
    return near.map((row) => toHit(row, null));
  } catch (error) {
    semantic.onFailure?.(error);
    return null;
  }
}

/**
 * The full-text ranking fused with the vector ranking (fuse-rankings.ts), each `FUSION_DEPTH` deep or twice the
 * limit. The question is embedded while the words are searched; when it cannot be, the words' ranking is the
 * answer, as it is without an embedding provider.
 */
export async function fusedTextHits<F extends Filters>(
  db: DbOrTx,
  query: string,
  filters: F,
  semantic: SemanticSearch,
  textHits: (filters: F) => Promise<RankedHit[]>,
): Promise<RankedHit[]> {
  const deeper = { ...filters, limit: Math.max(FUSION_DEPTH, filters.limit * 2) };
  const byMeaning = vectorHits(db, query, deeper, semantic);
  const byWords = await textHits(deeper);
  const meaning = await byMeaning;
  if (!meaning) return byWords.slice(0, filters.limit);
  return fuseRankings([byWords, meaning], filters);
}
