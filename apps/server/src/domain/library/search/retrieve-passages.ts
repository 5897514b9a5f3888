import { inArray } from 'drizzle-orm';
import type { CitedSource } from '@amicus/contract/library/schemas';
import type { DbOrTx } from '../../../db/client';
import { librarySections, librarySources } from '../../../db/schema/index';
import { eq } from 'drizzle-orm';
import { searchLibrary, type SearchFilters } from './search-library';

/** How long a passage given to a model may be: a paragraph, or the start of a long one. */
const MAX_PASSAGE_CHARS = 1_200;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);

/**
 * The passages a reply is grounded in: the best sections for the question in the user's jurisdictions, each cut
 * to its paragraph that shares most words with the question (with its citation label, e.g.
 * "D.C. Code § 42-3502.17(a)"), numbered [1]…[k] in that order.
 */
export async function retrievePassages(
  db: DbOrTx,
  question: string,
  filters: Omit<SearchFilters, 'limit'> & { limit?: number },
): Promise<CitedSource[]> {
  const { hits } = await searchLibrary(db, question, {
    ...filters,
    limit: filters.limit ?? 5,
    snippets: false,
  });
  if (hits.length === 0) return [];
  const ids = hits.map((hit) => hit.sectionId);
  const rows = await db
    .select({
      id: librarySections.id,
      citation: librarySections.citation,
      heading: librarySections.heading,
      paragraphs: librarySections.paragraphs,
      sourceTitle: librarySources.title,
      jurisdiction: librarySources.jurisdiction,
      asOf: librarySources.asOf,
    })
    .from(librarySections)
    .innerJoin(librarySources, eq(librarySources.id, librarySections.sourceId))
    .where(inArray(librarySections.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const asked = wordsOf(question);
  return hits
    .flatMap((hit, index) => {
      const row = byId.get(hit.sectionId);
      if (!row) return [];
      const scored = row.paragraphs
        .filter((p) => p.text.trim() !== '')
        .map((p) => ({ p, score: [...wordsOf(p.text)].filter((w) => asked.has(w)).length }));
      const best = scored.sort((a, b) => b.score - a.score)[0]?.p;
      const paragraph = hit.paragraph ?? (best?.path || null);
      const chosen = hit.paragraph ? row.paragraphs.find((p) => p.path === hit.paragraph) : best;
      const text = chosen?.text ?? row.paragraphs.map((p) => p.text).join(' ');
      return [
        {
          n: index + 1,
          sectionId: row.id,
          citation: paragraph
            ? `${row.citation}${row.citation.includes('§') ? '' : ' '}${paragraph}`
            : row.citation,
          heading: row.heading,
          paragraph,
          passage: text.length > MAX_PASSAGE_CHARS ? `${text.slice(0, MAX_PASSAGE_CHARS)}…` : text,
          sourceTitle: row.sourceTitle,
          jurisdiction: row.jurisdiction,
          asOf: row.asOf,
        },
      ];
    })
    .map((source, i) => ({ ...source, n: i + 1 }));
}
