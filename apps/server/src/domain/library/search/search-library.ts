import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { parseCitationQuery } from './citation-query';
import { expandQuery } from './expansions';
import {
  areaWhere,
  jurisdictionOrder,
  MAX_QUERY_CHARS,
  toHit,
  type HitFilters,
  type HitRow,
  type RankedHit,
} from './section-hits';
import { queryTerms } from './term-stats';
import { fusedTextHits, type SemanticSearch } from './vector-search';

export type SearchFilters = HitFilters & {
  /** Add the legal words for the question's plain words (default); off only to measure what it adds. */
  expand?: boolean;
  /** Highlighted snippets for a results list (default); a reply's grounding reads paragraphs and needs none. */
  snippets?: boolean;
  /** With an embedding provider: the words' ranking fused with the nearest sections in meaning. */
  semantic?: SemanticSearch;
};

export type SearchResult = { mode: 'citation' | 'text'; hits: RankedHit[] };

/** A question's words weigh in up to this many, rarest first. */
const MAX_TERMS = 24;

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

/**
 * BM25F over a section's heading, the headings above it and its text, tuned on the development set in
 * bench/library: a word counts most in the heading, then in the chapter's headings, then in the text, each
 * count normalised by the field's length (in words of the index) and saturating (K1). The legal words a
 * question stands for weigh less than its own; a section that many others cite gains a little (CITED_BY).
 */
const K1 = 3;
const HEADING = { weight: 12, b: 0.5, averageLength: 6 };
const BODY = { weight: 0.5, b: 0.9, averageLength: 300 };
const CONTEXT_WEIGHT = 3;
const LEGAL_WORD_WEIGHT = 0.4;
const CITED_BY = 0.8;
/** Words in more than this share of sections say little about any one (like stop words): not searched for. */
const COMMON_SHARE = 0.2;
/**
 * Sections are found by the question's rarest words, as many as hold this many sections between them, and then
 * scored for all its words: a section holding none of the rare ones does not reach the top, and not scoring the
 * thousands that hold only common words keeps a search fast.
 */
const RARE_BUDGET = 3_000;

/** How much of a hit's text its highlighted snippet is taken from. */
const SNIPPET_SOURCE_CHARS = 8_000;

const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

async function textHits(db: DbOrTx, query: string, filters: SearchFilters) {
  const question = query.slice(0, MAX_QUERY_CHARS);
  const legalText = filters.expand === false ? '' : expandQuery(question);
  const terms = await queryTerms(db, question, legalText);
  const idf = (word: string) => {
    const df = terms.frequency(word);
    return df === 0 || df > terms.total * COMMON_SHARE
      ? 0
      : Math.log((terms.total - df + 0.5) / (df + 0.5) + 1);
  };
  const weighted = [
    ...terms.own.map((word) => ({ word, weight: idf(word) })),
    ...terms.legal.map((word) => ({ word, weight: idf(word) * LEGAL_WORD_WEIGHT })),
  ]
    .filter((term) => term.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_TERMS);
  if (weighted.length === 0) return [];
  let budget = RARE_BUDGET;
  const rare = new Set(
    [...weighted]
      .sort((a, b) => terms.frequency(a.word) - terms.frequency(b.word))
      .filter((term, i) => {
        budget -= terms.frequency(term.word);
        return i === 0 || budget >= 0;
      })
      .map((term) => term.word),
  );
  const rareFlags = sql`array[${sql.join(
    weighted.map((t) => sql`${rare.has(t.word)}`),
    sql`, `,
  )}]::boolean[]`;
  const words = sql`array[${sql.join(
    weighted.map((t) => sql`${t.word}`),
    sql`, `,
  )}]::text[]`;
  const weights = sql`array[${sql.join(
    weighted.map((t) => sql`${t.weight}`),
    sql`, `,
  )}]::float8[]`;
  const anyWord = weighted.map((term) => quoted(term.word)).join(' | ');
  const jurisdictions = jurisdictionOrder(filters);
  // Highlighting parses each hit's text, and a few sections run to 100,000 characters: it reads the first
  // SNIPPET_SOURCE_CHARS, all of 98 % of the D.C. Code's sections, and saves a third of a search's time on the database.
  const snippet =
    filters.snippets === false
      ? sql`''`
      : sql`ts_headline('english', left(h.body, ${SNIPPET_SOURCE_CHARS}), ${anyWord}::tsquery,
            'StartSel=[[, StopSel=]], MaxWords=40, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "')`;
  const rows = await queryRows<HitRow>(
    db,
    sql`with terms as (select * from unnest(${words}, ${weights}, ${rareFlags}) as t(word, weight, rare)),
        found as (
          select distinct p.section_id from library_postings p join terms t on t.word = p.lexeme and t.rare
        ),
        counted as (
          select p.section_id, t.weight,
            ${HEADING.weight}::float8 * p.in_heading
              / (1 - ${HEADING.b}::float8 + ${HEADING.b}::float8 * p.heading_length / ${HEADING.averageLength}::float8)
            + ${CONTEXT_WEIGHT}::float8 * p.in_context::int
            + ${BODY.weight}::float8 * p.in_body
              / (1 - ${BODY.b}::float8 + ${BODY.b}::float8 * p.body_length / ${BODY.averageLength}::float8) as tf
          from terms t join library_postings p on p.lexeme = t.word
            join found f on f.section_id = p.section_id
        ),
        scored as (
          select section_id, sum(weight * tf / (${K1}::float8 + tf)) as score from counted group by section_id
        ),
        ranked as (
          select s.id, s.status, src.jurisdiction, src.title,
            ${jurisdictions.order} as place,
            c.score + ${CITED_BY}::float8 * ln(1 + s.cited_by) as rank
          from scored c join library_sections s on s.id = c.section_id
            join library_sources src on src.id = s.source_id
          where s.withdrawn_at is null and src.enabled and ${jurisdictions.where} and ${areaWhere(filters)}
          order by place, (s.status = 'in_force') desc, rank desc, s.id
          limit ${filters.limit}
        )
        -- Ranking reads the sections' ranking index alone; the hits' text is read once they are known.
        select r.id as section_id, h.citation, h.heading, r.jurisdiction, r.title as source_title, r.status,
          r.rank::float8 as rank,
          ${snippet} as snippet
        from ranked r join library_sections h on h.id = r.id
        order by r.place, (r.status = 'in_force') desc, r.rank desc, r.id`,
  );
  return rows.map((row) => toHit(row, null));
}
