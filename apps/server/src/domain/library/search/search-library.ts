import { sql, type SQL } from 'drizzle-orm';
import type { SearchHit, SectionStatus } from '@amicus/contract/library/schemas';
import { queryRows, type DbOrTx } from '../../../db/client';
import { parseCitationQuery } from './citation-query';
import { expandQuery } from './expansions';
import { queryTerms } from './term-stats';
import { fusedTextHits, type SemanticSearch } from './vector-search';

export type SearchFilters = {
  /** Jurisdictions to search, most local first (see jurisdictionsFor); every one when absent. */
  jurisdictions?: string[];
  area?: string;
  limit: number;
  /** Add the legal words for the question's plain words (default); off only to measure what it adds. */
  expand?: boolean;
  /** With an embedding provider: the words' ranking fused with the nearest sections in meaning. */
  semantic?: SemanticSearch;
};

export type SearchResult = { mode: 'citation' | 'text'; hits: (SearchHit & { rank: number })[] };

type HitRow = {
  section_id: number;
  citation: string;
  heading: string;
  snippet: string;
  jurisdiction: string;
  source_title: string;
  status: SectionStatus;
  rank: number;
};

/** A question's words weigh in up to this many, rarest first; and only its first characters are read. */
const MAX_TERMS = 24;
const MAX_QUERY_CHARS = 1_000;

/**
 * Searches the enabled library: a citation in any usual form is looked up directly; other queries are
 * searched in words (headings weigh more than text), the question's own words and the legal words they stand
 * for. Results come most local jurisdiction first, sections in force before repealed ones, then by rank.
 */
export async function searchLibrary(
  db: DbOrTx,
  query: string,
  filters: SearchFilters,
): Promise<SearchResult> {
  const citation = parseCitationQuery(query);
  if (citation) {
    const hits = await citationHits(db, citation.number, citation.paragraph, filters);
    if (hits.length > 0) return { mode: 'citation', hits };
  }
  if (filters.semantic) {
    const search = (deeper: SearchFilters) => textHits(db, query, deeper);
    return { mode: 'text', hits: await fusedTextHits(db, query, filters, filters.semantic, search) };
  }
  return { mode: 'text', hits: await textHits(db, query, filters) };
}

function jurisdictionOrder(filters: SearchFilters): { where: SQL; order: SQL } {
  const list = filters.jurisdictions;
  if (!list || list.length === 0) return { where: sql`true`, order: sql`0` };
  const array = sql`array[${sql.join(
    list.map((j) => sql`${j}`),
    sql`, `,
  )}]::text[]`;
  return {
    where: sql`src.jurisdiction = any(${array})`,
    order: sql`array_position(${array}, src.jurisdiction)`,
  };
}

const areaWhere = (filters: SearchFilters) =>
  filters.area ? sql`${filters.area} = any(s.areas)` : sql`true`;

async function citationHits(db: DbOrTx, number: string, paragraph: string | null, filters: SearchFilters) {
  const jurisdictions = jurisdictionOrder(filters);
  const rows = await queryRows<HitRow>(
    db,
    sql`select s.id as section_id, s.citation, s.heading, left(s.body, 300) as snippet, src.jurisdiction,
          src.title as source_title, s.status, 1::float8 as rank
        from library_sections s join library_sources src on src.id = s.source_id
        where src.enabled and s.withdrawn_at is null and lower(s.number) = lower(${number})
          and ${jurisdictions.where}
        order by ${jurisdictions.order}, s.id
        limit ${filters.limit}`,
  );
  return rows.map((row) => toHit(row, paragraph));
}

/** Scoring weights, tuned on the development set in bench/library. */
const LEGAL_WORD_WEIGHT = 0.6;
const BODY_WEIGHT = 20;
/** Words in more than this share of sections say little about any one (like stop words): not matched on. */
const COMMON_SHARE = 0.1;
/** How many sections the rarest words of a question may find in the text before rarer ones suffice. */
const RARE_BUDGET = 1_500;

const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

async function textHits(db: DbOrTx, query: string, filters: SearchFilters) {
  const question = query.slice(0, MAX_QUERY_CHARS);
  const legalText = filters.expand === false ? '' : expandQuery(question);
  const terms = await queryTerms(db, question, legalText);
  const idf = (word: string) => {
    const df = terms.frequency(word);
    return df === 0 ? 0 : Math.log((terms.total - df + 0.5) / (df + 0.5) + 1);
  };
  const weighted = [
    ...terms.own.map((word) => ({ word, weight: idf(word) })),
    ...terms.legal.map((word) => ({ word, weight: idf(word) * LEGAL_WORD_WEIGHT })),
  ]
    .filter((term) => term.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_TERMS);
  if (weighted.length === 0) return [];
  const selective = weighted.filter((term) => terms.frequency(term.word) <= terms.total * COMMON_SHARE);
  const matchOn = (selective.length > 0 ? selective : weighted).map((term) => quoted(term.word)).join(' | ');
  // Sections are found by any word in their heading, or by the rarest words in their text: few enough that
  // ranking each one (which reads its whole text) stays cheap.
  const rarest = [...weighted].sort((a, b) => terms.frequency(a.word) - terms.frequency(b.word));
  let budget = RARE_BUDGET;
  const rare = rarest.filter((term, i) => {
    budget -= terms.frequency(term.word);
    return i === 0 || budget >= 0;
  });
  const rareOn = rare.map((term) => quoted(term.word)).join(' | ');
  const words = sql`array[${sql.join(
    weighted.map((t) => sql`${t.word}`),
    sql`, `,
  )}]::text[]`;
  const weights = sql`array[${sql.join(
    weighted.map((t) => sql`${t.weight}`),
    sql`, `,
  )}]::float8[]`;
  const jurisdictions = jurisdictionOrder(filters);
  // A section scores for the rare words of the question in its heading (weighted by rarity, shorter headings
  // first) and for the words in its text (PostgreSQL's own rank).
  const rows = await queryRows<HitRow>(
    db,
    sql`with terms as (select word, weight from unnest(${words}, ${weights}) as t(word, weight)),
        q as (select ${matchOn}::tsquery as anyq, ${rareOn}::tsquery as rareq),
        found as (
          select s.id from library_sections s, q where s.heading_search @@ q.anyq and s.withdrawn_at is null
          union
          select s.id from library_sections s, q where s.search @@ q.rareq and s.withdrawn_at is null
        ),
        candidates as (
          select s.id, s.citation, s.heading, s.body, s.status, src.jurisdiction, src.title,
            ${jurisdictions.order} as place,
            (select coalesce(sum(t.weight), 0) from terms t where s.heading_search @@ quote_literal(t.word)::tsquery)
              / (1 + 0.1 * length(s.heading_search)) as head,
            ts_rank(s.search, q.anyq, 1) as body_rank
          from found f join library_sections s on s.id = f.id
            join library_sources src on src.id = s.source_id, q
          where src.enabled and ${jurisdictions.where} and ${areaWhere(filters)}
        ),
        ranked as (
          select *, head + body_rank * ${BODY_WEIGHT} as rank from candidates
          order by place, (status = 'in_force') desc, rank desc, id
          limit ${filters.limit}
        )
        select r.id as section_id, r.citation, r.heading, r.jurisdiction, r.title as source_title, r.status,
          r.rank::float8 as rank,
          ts_headline('english', r.body, q.anyq,
            'StartSel=[[, StopSel=]], MaxWords=40, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "') as snippet
        from ranked r, q
        order by r.place, (r.status = 'in_force') desc, r.rank desc, r.id`,
  );
  return rows.map((row) => toHit(row, null));
}

const toHit = (row: HitRow, paragraph: string | null): SearchHit & { rank: number } => ({
  sectionId: row.section_id,
  citation: paragraph ? `${row.citation}${paragraph}` : row.citation,
  heading: row.heading,
  snippet: row.snippet,
  jurisdiction: row.jurisdiction,
  sourceTitle: row.source_title,
  status: row.status,
  paragraph,
  rank: Number(row.rank),
});
