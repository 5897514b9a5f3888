import { inArray, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { librarySections, librarySources } from '../../../db/schema/index';
import { citationHits, parseCitationQuery } from './citation-lookup';
import { questionTerms } from './question-terms';
import { rankSections, type RankedSection, type RankFilters } from './rank-sections';
import { MAX_QUERY_CHARS, type HitFilters, type RankedHit } from './section-hits';
import { snippetOf } from './snippets';
import { fusedTextHits, type SemanticSearch } from './vector-search';

export type SearchFilters = HitFilters &
  Pick<RankFilters, 'order' | 'problems' | 'kinds'> & {
    /** Add the words related to the question's in meaning (default); off only to measure what it adds. */
    expand?: boolean;
    /** Highlighted snippets for a results list (default); a reply's grounding reads paragraphs and needs none. */
    snippets?: boolean;
    /** With an embedding provider: the words' ranking fused with the nearest sections in meaning. */
    semantic?: SemanticSearch;
    /**
     * What the question is asked about, beside its own words: the chat's topic and questionnaire, the conversation
     * so far. Its words count, less than the question's own.
     */
    context?: string[];
  };

export type SearchResult = { mode: 'citation' | 'text'; hits: RankedHit[] };

/**
 * Searches the enabled library: a citation in any usual form is looked up directly; other queries are ranked
 * by their words (rank-sections.ts), fused with the nearest sections in meaning when an embedding provider is
 * configured. Results come most local jurisdiction first, sections in force before repealed ones, then by rank.
 */
export async function searchLibrary(
  db: DbOrTx,
  query: string,
  filters: SearchFilters,
): Promise<SearchResult> {
  const citation = parseCitationQuery(query);
  if (citation) {
    const hits = await citationHits(db, citation, filters);
    if (hits.length > 0) return { mode: 'citation', hits };
  }
  if (filters.semantic) {
    const search = (deeper: SearchFilters) => textHits(db, query, deeper);
    const meaning = [query, ...(filters.context ?? [])].join('\n');
    return { mode: 'text', hits: await fusedTextHits(db, meaning, filters, filters.semantic, search) };
  }
  return { mode: 'text', hits: await textHits(db, query, filters) };
}

async function textHits(db: DbOrTx, query: string, filters: SearchFilters): Promise<RankedHit[]> {
  const question = query.slice(0, MAX_QUERY_CHARS);
  const ranked = await rankSections(
    db,
    questionTerms(question, { expand: filters.expand, context: filters.context }),
    filters,
  );
  return hitsOf(db, ranked, filters.snippets !== false);
}

/** The ranked sections as hits: citation, heading, source and, for a results list, a highlighted snippet. */
export async function hitsOf(db: DbOrTx, ranked: RankedSection[], snippets = true): Promise<RankedHit[]> {
  if (ranked.length === 0) return [];
  const rows = await db
    .select({
      id: librarySections.id,
      citation: librarySections.citation,
      heading: librarySections.heading,
      paragraphs: librarySections.paragraphs,
      sourceTitle: librarySources.title,
      asOf: librarySources.asOf,
    })
    .from(librarySections)
    .innerJoin(librarySources, eq(librarySources.id, librarySections.sourceId))
    .where(
      inArray(
        librarySections.id,
        ranked.map((section) => section.sectionId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap((section) => {
    const row = byId.get(section.sectionId);
    if (!row) return [];
    return [
      {
        sectionId: row.id,
        citation: row.citation,
        heading: row.heading,
        snippet: snippets ? snippetOf(row.paragraphs, section.matched) : '',
        jurisdiction: section.jurisdiction,
        sourceTitle: row.sourceTitle,
        asOf: row.asOf,
        status: section.status,
        paragraph: null,
        rank: section.rank,
        ...(section.keyParagraphs ? { keyParagraphs: section.keyParagraphs } : {}),
      },
    ];
  });
}
