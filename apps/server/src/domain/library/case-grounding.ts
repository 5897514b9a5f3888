import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { librarySections } from '../../db/schema/index';
import { groundingFor, type Grounding } from './grounding';
import { searchLibrary } from './search/search-library';

/** Guide sections read to find a case's area, and how many of them must agree on it. */
const AREA_VOTES = 3;
const AREA_QUORUM = 2;

/**
 * The legal area a case is about, as the library's plain-words sources read it: the area most of the everyday
 * problems and guide sections that best match its words belong to (each belongs to one area, e.g. `housing`).
 * Null when they do not agree, or none matches: a case is then searched in every area rather than in a wrong one.
 */
export async function areaOfCase(db: DbOrTx, text: string): Promise<string | null> {
  const { hits } = await searchLibrary(db, text, {
    kinds: ['guide', 'problems'],
    order: 'relevance',
    limit: AREA_VOTES,
    snippets: false,
  });
  if (hits.length === 0) return null;
  const rows = await db
    .select({ areas: librarySections.areas })
    .from(librarySections)
    .where(
      inArray(
        librarySections.id,
        hits.map((hit) => hit.sectionId),
      ),
    );
  const votes = new Map<string, number>();
  for (const area of rows.flatMap((row) => row.areas)) votes.set(area, (votes.get(area) ?? 0) + 1);
  const [best] = [...votes].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= AREA_QUORUM ? best[0] : null;
}

/**
 * The grounding of a text about a case that has no legal area of its own (a mock trial, unlike a chat and its
 * category): its passages are searched in the area its words point to, so a deposit dispute is not given the
 * law of wages; when that area holds no law of the case's jurisdiction, every area is searched.
 */
export async function groundingForCase(
  db: DbOrTx,
  query: { country: string; state: string; facts: string },
): Promise<Grounding> {
  const base = { country: query.country, state: query.state, question: [query.facts] };
  const area = await areaOfCase(db, query.facts);
  if (area) {
    const grounding = await groundingFor(db, { ...base, area });
    if (grounding.lawFound) return grounding;
  }
  return groundingFor(db, { ...base, area: null });
}
