import { sql } from 'drizzle-orm';
import type { SectionStatus } from '@amicus/contract/library/schemas';
import { queryRows, type DbOrTx } from '../../../db/client';
import { LIBRARY_VERSION, librarySnapshot, type LibrarySnapshot } from './library-snapshot';
import { sqlArray } from '../../../db/sql-array';
import { today, versionInForce } from '../versions';

/** A word of a search, as the index stems it, and how much it counts (the question's own words 1). */
export type WeightedTerm = { term: string; weight: number };

export type RankFilters = {
  /** Jurisdictions to search, most local first (see jurisdictionsFor); every one when absent. */
  jurisdictions?: string[];
  area?: string;
  /** Sources of these kinds only (`problems` for the problem index alone), or all when absent. */
  kinds?: string[];
  /**
   * `layers` (default): every hit of the most local jurisdiction before the next one's, as the research screen
   * lists them. `relevance`: the best hits of every layer together, a more local one winning a near tie, as a
   * reply is grounded (a D.C. tenant's question gets D.C. and federal law).
   */
  order?: 'layers' | 'relevance';
  /** Whether matched problems lend their score to the sections that govern them (default); off to measure it. */
  problems?: boolean;
  limit: number;
};

export type RankedSection = {
  sectionId: number;
  sourceId: number;
  jurisdiction: string;
  status: SectionStatus;
  rank: number;
  /** The search's words this section holds, for highlighting and choosing its paragraph. */
  matched: string[];
  /** The paragraphs a problem the search matched names as governing it ("(a)(1)"), most telling first. */
  keyParagraphs?: string[];
};

/** BM25's saturation: a word's weight in a section grows with its count, ever more slowly. */
export const K1 = 3;
/** Words in more than this share of the searched sections say little about any one (like stop words). */
const COMMON_SHARE = 0.2;
/** A search's words weigh in up to this many, rarest (most telling) first. */
const MAX_TERMS = 24;
/** A section that many others cite tends to be the rule itself: it gains a little. */
const CITED_BY = 0.8;
/**
 * How much a problem of the index that a search matches lends the sections that govern it, of its own score:
 * plain words meet the law's words on the law's side (decision 021). Less than all of it: with ten asks a problem
 * matches a question on a word or two ("mortgage", "lender"), and a section whose own words answer as well (a
 * Maryland regulation defining the mortgage broker asked about) must not fall behind the problem's sections.
 */
const PROBLEM_WEIGHT = 0.7;
/** In `relevance` order, how much a hit of each layer out from the most local counts (the guides last). */
const LAYER_WEIGHTS = [1, 0.85, 0.6];

/** The index's bytes as the numbers they hold (copied when not aligned for a typed array's view). */
const aligned = (bytes: Uint8Array) => (bytes.byteOffset % 4 === 0 ? bytes : new Uint8Array(bytes));
const int32s = (bytes: Uint8Array) => {
  const a = aligned(bytes);
  return new Int32Array(a.buffer, a.byteOffset, a.byteLength / 4);
};
const float32s = (bytes: Uint8Array) => {
  const a = aligned(bytes);
  return new Float32Array(a.buffer, a.byteOffset, a.byteLength / 4);
};

/** A word's rarity among the searched sources' sections (BM25's idf); 0 for a word absent or too common. */
function rarity(snapshot: LibrarySnapshot, term: string, sourceIds: number[], total: number): number {
  const bySource = snapshot.frequencies.get(term);
  if (!bySource) return 0;
  let df = 0;
  for (const id of sourceIds) df += bySource.get(id) ?? 0;
  if (df === 0 || df > total * COMMON_SHARE) return 0;
  return Math.log((total - df + 0.5) / (df + 0.5) + 1);
}

/** The snapshot's sources a search reads: enabled, of the jurisdictions and kinds asked for. */
export function searchedSources(
  snapshot: LibrarySnapshot,
  filters: Pick<RankFilters, 'jurisdictions' | 'kinds'>,
) {
  return [...snapshot.sources].filter(
    ([, source]) =>
      (!filters.jurisdictions || filters.jurisdictions.includes(source.jurisdiction)) &&
      (!filters.kinds || filters.kinds.includes(source.kind)),
  );
}

/**
 * Ranks the library's sections for a search's words by BM25F: the index rows of its words, read in one
 * statement, each section's stored weight for a word saturated and multiplied by the word's rarity, summed.
 * Results come most local jurisdiction first, sections in force before repealed ones, then by rank.
 */
export async function rankSections(
  db: DbOrTx,
  terms: WeightedTerm[],
  filters: RankFilters,
): Promise<RankedSection[]> {
  let snapshot = await librarySnapshot(db);
  for (let attempt = 0; ; attempt++) {
    const ranked = await rankOnce(db, snapshot, terms, filters);
    if (ranked.version === snapshot.version || attempt === 1) return ranked.sections;
    // The library changed since the snapshot was taken: take it again and rank again, once.
    snapshot = await librarySnapshot(db, snapshot.version);
  }
}

async function rankOnce(
  db: DbOrTx,
  snapshot: LibrarySnapshot,
  terms: WeightedTerm[],
  filters: RankFilters,
): Promise<{ version: string; sections: RankedSection[] }> {
  const searched = searchedSources(snapshot, filters);
  const sourceIds = searched.map(([id]) => id);
  const total = searched.reduce((sum, [, source]) => sum + source.sectionCount, 0);
  const weighted = new Map<string, number>();
  for (const { term, weight } of terms) {
    const value = weight * rarity(snapshot, term, sourceIds, total);
    if (value > (weighted.get(term) ?? 0)) weighted.set(term, value);
  }
  const chosen = [...weighted].sort((a, b) => b[1] - a[1]).slice(0, MAX_TERMS);
  // The statement runs even with no word to look up: it says whether the snapshot is still the library's (a
  // source imported since may hold the words this one does not know).
  const textArray = (values: string[]) => sqlArray(values, 'text');
  const intArray = (values: number[]) => sqlArray(values, 'int');
  const rows = await queryRows<{
    lexeme: string | null;
    section_ids: Uint8Array | null;
    weights: Uint8Array | null;
    version: string;
  }>(
    db,
    sql`select v.version, t.lexeme, t.section_ids, t.weights
        from (select ${LIBRARY_VERSION} as version) v
          left join library_terms t
            on t.lexeme = any(${textArray(chosen.map(([term]) => term))}) and t.source_id = any(${intArray(sourceIds)})`,
  );
  const version = rows[0]?.version ?? snapshot.version;
  const weightOf = new Map(chosen);
  const scores = new Map<number, { score: number; matched: string[] }>();
  for (const row of rows) {
    if (!row.lexeme || !row.section_ids || !row.weights) continue;
    const termWeight = weightOf.get(row.lexeme) ?? 0;
    const ids = int32s(row.section_ids);
    const weights = float32s(row.weights);
    for (let i = 0; i < ids.length; i++) {
      const w = weights[i]!;
      const gain = (termWeight * w) / (K1 + w);
      const seen = scores.get(ids[i]!);
      if (seen) {
        seen.score += gain;
        seen.matched.push(row.lexeme);
      } else scores.set(ids[i]!, { score: gain, matched: [row.lexeme] });
    }
  }

  // A matched problem lends its score to the sections that govern it, found by their words or not.
  const lent = new Map<number, { boost: number; paragraphs: string[] }>();
  for (const [entry, { score }] of filters.problems === false ? [] : scores) {
    for (const link of snapshot.problems.get(entry) ?? []) {
      const boost = score * PROBLEM_WEIGHT;
      const seen = lent.get(link.sectionId);
      if (!seen || boost > seen.boost) lent.set(link.sectionId, { boost, paragraphs: link.paragraphs });
    }
  }
  for (const [sectionId, { boost }] of lent) {
    const seen = scores.get(sectionId);
    if (seen) seen.score += boost;
    else scores.set(sectionId, { score: boost, matched: [] });
  }

  const searchedIds = new Set(sourceIds);
  const problemsWanted = filters.kinds?.includes('problems') ?? false;
  const areaBit = filters.area ? snapshot.areaBits.get(filters.area) : undefined;
  if (filters.area && areaBit === undefined) return { version, sections: [] };
  const order = filters.jurisdictions ?? [];
  const place = (jurisdiction: string) => (order.length === 0 ? 0 : order.indexOf(jurisdiction));
  const ranked: RankedSection[] = [];
  const on = today();
  for (const [sectionId, { score, matched }] of scores) {
    const section = snapshot.sections.get(sectionId);
    if (!section || !searchedIds.has(section.source)) continue;
    // Of a section's two versions, the one in force today answers; the other is a link away in the reader.
    if (section.version && !versionInForce(section.version, on)) continue;
    if (areaBit !== undefined && Math.floor(section.areas / areaBit) % 2 !== 1) continue;
    const source = snapshot.sources.get(section.source)!;
    // A problem is a way into the law, not law: it is answered only to a search for problems.
    if (source.kind === 'problems' && !problemsWanted) continue;
    const key = lent.get(sectionId)?.paragraphs;
    ranked.push({
      sectionId,
      sourceId: section.source,
      jurisdiction: source.jurisdiction,
      status: section.status,
      rank: score + CITED_BY * Math.log(1 + section.citedBy),
      matched,
      ...(key && key.length > 0 ? { keyParagraphs: key } : {}),
    });
  }
  if (filters.order === 'relevance') {
    for (const hit of ranked) hit.rank *= LAYER_WEIGHTS[Math.min(place(hit.jurisdiction), 2)] ?? 1;
    ranked.sort(
      (a, b) =>
        Number(b.status === 'in_force') - Number(a.status === 'in_force') ||
        b.rank - a.rank ||
        a.sectionId - b.sectionId,
    );
  } else {
    ranked.sort(
      (a, b) =>
        place(a.jurisdiction) - place(b.jurisdiction) ||
        Number(b.status === 'in_force') - Number(a.status === 'in_force') ||
        b.rank - a.rank ||
        a.sectionId - b.sectionId,
    );
  }
  return { version, sections: ranked.slice(0, filters.limit) };
}
