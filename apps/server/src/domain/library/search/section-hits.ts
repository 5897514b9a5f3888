import { sql, type SQL } from 'drizzle-orm';
import type { SearchHit, SectionStatus } from '@amicus/contract/library/schemas';
import { sqlArray } from '../../../db/sql-array';

/** What every way of searching the library filters on, and how many hits it returns. */
export type HitFilters = {
  /** Jurisdictions to search, most local first (see jurisdictionsFor); every one when absent. */
  jurisdictions?: string[];
  area?: string;
  limit: number;
};

export type RankedHit = SearchHit & {
  rank: number;
  /** The paragraphs a matched problem names as governing the section: a reply's passage is chosen among them. */
  keyParagraphs?: string[];
};

/** A hit as the search statements select it (sections `s` joined to their sources `src`). */
export type HitRow = {
  section_id: number;
  citation: string;
  heading: string;
  snippet: string;
  jurisdiction: string;
  source_title: string;
  /** The date the source is current to, as text (`src.as_of::text`). */
  as_of: string | null;
  status: SectionStatus;
  rank: number;
};

/** Only a question's first characters are read, by words and by meaning alike. */
export const MAX_QUERY_CHARS = 1_000;

/** The jurisdictions asked for, as a filter on `src` and its order (most local first). */
export function jurisdictionOrder(filters: HitFilters): { where: SQL; order: SQL } {
  const list = filters.jurisdictions;
  // No order: a constant that is not a column's position (`order by 0` would be read as one).
  if (!list || list.length === 0) return { where: sql`true`, order: sql`null::int` };
  const array = sqlArray(list, 'text');
  return {
    where: sql`src.jurisdiction = any(${array})`,
    order: sql`array_position(${array}, src.jurisdiction)`,
  };
}

export const areaWhere = (filters: HitFilters) =>
  filters.area ? sql`${filters.area} = any(s.areas)` : sql`true`;

export const toHit = (row: HitRow, paragraph: string | null): RankedHit => ({
  sectionId: row.section_id,
  citation: paragraph ? `${row.citation}${paragraph}` : row.citation,
  heading: row.heading,
  snippet: row.snippet,
  jurisdiction: row.jurisdiction,
  sourceTitle: row.source_title,
  asOf: row.as_of,
  status: row.status,
  paragraph,
  rank: Number(row.rank),
});
