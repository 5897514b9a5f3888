import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';

/**
 * How many sections hold each word (its document frequency), for weighting rare words over common ones: in the
 * D.C. Code "landlord" is in 75 sections and "provide" in 8,400. Counted in the search's postings on first
 * use and kept until an import changes the library (any source's `updated_at` moves).
 */
type Stats = { version: string; total: number; frequencies: Map<string, number> };
let cache: Stats | undefined;

export type QueryTerms = {
  own: string[];
  legal: string[];
  total: number;
  frequency: (word: string) => number;
};

/** The question's words and the legal words it stands for, as the index's stems, with their frequencies. */
export async function queryTerms(db: DbOrTx, own: string, legal: string): Promise<QueryTerms> {
  const [row] = await queryRows<{ own: string[] | null; legal: string[] | null; version: string | null }>(
    db,
    sql`select tsvector_to_array(to_tsvector('english', ${own})) as own,
          tsvector_to_array(to_tsvector('english', ${legal})) as legal,
          (select max(updated_at)::text || count(*) from library_sources) as version`,
  );
  const version = row?.version ?? '';
  if (!cache || cache.version !== version) {
    const [counted] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from library_sections where withdrawn_at is null`,
    );
    cache = { version, total: counted?.total ?? 0, frequencies: new Map() };
  }
  const stats = cache;
  const ownWords = row?.own ?? [];
  const legalWords = (row?.legal ?? []).filter((word) => !ownWords.includes(word));
  const unknown = [...ownWords, ...legalWords].filter((word) => !stats.frequencies.has(word));
  if (unknown.length > 0) {
    const counts = await queryRows<{ word: string; ndoc: number }>(
      db,
      // Read off the postings' index alone; a withdrawn section's postings stay, a rounding error in a count.
      sql`select w as word, (select count(*)::int from library_postings p
            where p.lexeme = w and (p.in_heading > 0 or p.in_body > 0)) as ndoc
          from unnest(${sql`array[${sql.join(
            unknown.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]`}) as w`,
    );
    for (const { word, ndoc } of counts) stats.frequencies.set(word, ndoc);
  }
  return {
    own: ownWords,
    legal: legalWords,
    total: stats.total,
    frequency: (word) => stats.frequencies.get(word) ?? 0,
  };
}
