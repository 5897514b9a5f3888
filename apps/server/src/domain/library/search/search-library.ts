import { sql, type SQL } from 'drizzle-orm';
import type { SearchHit, SectionStatus } from '@amicus/contract/library/schemas';
import { queryRows, type DbOrTx } from '../../../db/client';
import { parseCitationQuery } from './citation-query';
import { expandQuery } from './expansions';

export type SearchFilters = {
  /** Jurisdictions to search, most local first (see jurisdictionsFor); every one when absent. */
  jurisdictions?: string[];
  area?: string;
  limit: number;
  /** Add the legal words for the question's plain words (default); off only to measure what it adds. */
  expand?: boolean;
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

const MAX_TERMS = 40;

/**
 * A tsquery matching any of the words (stemmed by the `english` configuration, stop words dropped); words
 * are letters and digits only, so nothing a user types reaches the query syntax.
 */
export function anyWordQuery(text: string): string {
  const words = [...new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? [])].filter((w) => w.length > 1);
  return words.slice(0, MAX_TERMS).join(' | ');
}

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

async function textHits(db: DbOrTx, query: string, filters: SearchFilters) {
  const own = anyWordQuery(query);
  const legal = filters.expand === false ? '' : anyWordQuery(expandQuery(query));
  if (!own && !legal) return [];
  const jurisdictions = jurisdictionOrder(filters);
  // The question's words and the legal words each rank; a section matching both ranks highest.
  const ownQuery = own ? sql`to_tsquery('english', ${own})` : sql`''::tsquery`;
  const legalQuery = legal ? sql`to_tsquery('english', ${legal})` : sql`''::tsquery`;
  const rows = await queryRows<HitRow>(
    db,
    sql`with q as (select ${ownQuery} as own, ${legalQuery} as legal, ${ownQuery} || ${legalQuery} as anyq),
        ranked as (
          select s.id, s.citation, s.heading, s.body, s.status, src.jurisdiction, src.title,
            ${jurisdictions.order} as place,
            ts_rank(s.search, q.own, 1) + ts_rank(s.search, q.legal, 1) as rank
          from library_sections s join library_sources src on src.id = s.source_id, q
          where src.enabled and s.withdrawn_at is null and s.search @@ q.anyq
            and ${jurisdictions.where} and ${areaWhere(filters)}
          order by place, (s.status = 'in_force') desc, rank desc, s.id
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
