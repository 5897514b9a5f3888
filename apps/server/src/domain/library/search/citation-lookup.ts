import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { BUILT_IN_GRAMMARS, findCitations, normalPath, normalSection } from '../citations/find-citations';
import { versionOutOfForce } from '../versions';
import { jurisdictionOrder, toHit, type HitFilters, type HitRow, type RankedHit } from './section-hits';

/** A query read as a citation: the section's key (or its number alone) and the paragraph it names. */
export type CitationQuery = { key: string | null; section: string; paragraph: string | null };

/** A section number typed alone: `42-3502.17`, `1692c`, `09.03.06.02`, with its paragraph `(a)(1)`. */
const BARE = /^(?:§§?\s*)?(\d[0-9A-Za-z]*(?:[.:–-][0-9A-Za-z]+)*)\s*((?:\(\s*[A-Za-z0-9]{1,4}\s*\))*)$/;

/**
 * Reads a query as a citation in any form the library's grammars know ("15 USC 1692c", "15 U.S.C.A. § 1692c",
 * "§ 1692c(a)(1)", "D.C. Official Code § 42-3502.17", "COMAR 09.03.06.02A"), or a section number alone; undefined
 * for a query that is words, or more than one citation.
 */
export function parseCitationQuery(query: string, grammars = BUILT_IN_GRAMMARS): CitationQuery | undefined {
  const text = query.trim();
  const found = findCitations(text, grammars);
  if (found.length === 1) {
    const [citation] = found;
    // The citation is the query, give or take a word around it ("see", "section").
    if (citation!.text.length >= text.length - 12) {
      return {
        key: citation!.grammar === 'bare' ? null : citation!.key,
        section: citation!.section,
        paragraph: citation!.path || null,
      };
    }
  }
  const bare = BARE.exec(text);
  if (bare && /\d/.test(bare[1]!) && /[-.:]|\d[a-z]/i.test(bare[1]!))
    return { key: null, section: normalSection(bare[1]!), paragraph: normalPath(bare[2] ?? '') || null };
  return undefined;
}

/**
 * The sections a citation names, most local jurisdiction first: by their key when the citation names its code,
 * else by their number alone (which may be in several codes).
 */
export async function citationHits(
  db: DbOrTx,
  citation: CitationQuery,
  filters: HitFilters & {
    /** A section withdrawn from its source answers too, after those in force (an old citation resolves). */
    withdrawn?: boolean;
  },
): Promise<RankedHit[]> {
  const jurisdictions = jurisdictionOrder(filters);
  const live = filters.withdrawn ? sql`true` : sql`s.withdrawn_at is null`;
  const match = citation.key ? sql`s.cite_key = ${citation.key}` : sql`s.cite_section = ${citation.section}`;
  const rows = await queryRows<HitRow & { paragraphs: { path: string }[] }>(
    db,
    sql`select s.id as section_id, s.citation, s.heading, left(s.body, 300) as snippet, src.jurisdiction,
          src.title as source_title, src.as_of::text as as_of, s.status, 1::float8 as rank, s.paragraphs
        from library_sections s join library_sources src on src.id = s.source_id
        where src.enabled and ${live} and ${match} and ${jurisdictions.where}
        order by s.withdrawn_at is not null, ${jurisdictions.order}, ${versionOutOfForce()}, s.id
        limit ${filters.limit}`,
  );
  // A paragraph the section does not have still finds the section, without it.
  return rows.map((row) =>
    toHit(
      row,
      citation.paragraph && row.paragraphs.some((p) => p.path === citation.paragraph)
        ? citation.paragraph
        : null,
    ),
  );
}
