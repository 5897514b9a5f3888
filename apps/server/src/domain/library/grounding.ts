import type { CitedSource } from '@amicus/contract/library/schemas';
import type { DbOrTx } from '../../db/client';
import { jurisdictionsFor } from './search/jurisdiction';
import { placeName } from '@amicus/contract/places/places';
import publishedLaw from './places/published-law.json' with { type: 'json' };
import { librarySnapshot } from './search/library-snapshot';
import { retrievePassages } from './search/retrieve-passages';
import type { SearchFilters } from './search/search-library';
import type { SemanticSearch } from './search/vector-search';

/**
 * What a generated text about a user's case is grounded in: the library's passages for their jurisdiction, area
 * and question, numbered [1]…[k], and whether any of them is law of the user's own jurisdictions (not only the
 * `general` guides). Chat replies use it today; trial analyses and reviews are meant to use the same.
 */
export type Grounding = {
  sources: CitedSource[];
  /** Most local first, ending with `general` (see jurisdictionsFor). */
  jurisdictions: string[];
  /** Whether a source is law of the user's jurisdictions rather than general guidance. */
  lawFound: boolean;
  /** "Washington, DC, USA" as the user wrote it, for the texts that name the place. */
  place: string;
  /**
   * When the library holds none of the statutes of the user's own state or country (a renter in Ohio): one plain
   * sentence saying so and naming where that place publishes its laws, which every answer about it starts with.
   * Null when it holds them, or the place is not known.
   */
  missingLaw: string | null;
};

export type GroundingQuery = {
  country: string;
  state: string;
  /** The chat's legal area (a category slug); null searches every area. */
  area: string | null;
  /** The question's parts, most telling first (the latest message, then the topic and the description). */
  question: string[];
  /** The library's vectors, when the server has an embedding provider (AppContext.libraryEmbeddings). */
  semantic?: SemanticSearch | undefined;
  /** Parts of the retrieval turned off, to measure what each adds (bench/library). */
  filters?: Pick<SearchFilters, 'expand' | 'problems'>;
};

/** Passages given to one reply: enough to answer from, few enough to keep the prompt and the check small. */
export const PASSAGES_PER_REPLY = 5;

export async function groundingFor(db: DbOrTx, query: GroundingQuery): Promise<Grounding> {
  const jurisdictions = jurisdictionsFor(query.country, query.state);
  // The most telling part is the question; the rest (topic, questionnaire) is what it is asked about.
  const [question, ...context] = query.question.map((part) => part.trim()).filter(Boolean);
  const sources = question
    ? await retrievePassages(db, question, {
        jurisdictions,
        context,
        order: 'relevance',
        ...query.filters,
        ...(query.area ? { area: query.area } : {}),
        ...(query.semantic ? { semantic: query.semantic } : {}),
        limit: PASSAGES_PER_REPLY,
      })
    : [];
  const place = [query.state, query.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return {
    sources,
    jurisdictions,
    lawFound: sources.some((source) => source.jurisdiction !== 'general'),
    place: place || 'your jurisdiction',
    missingLaw: await missingLawOf(db, jurisdictions[0]!),
  };
}

/**
 * The sentence for a place whose own statutes the library does not hold: "The legal library holds no statutes of
 * Ohio yet; Ohio publishes its laws in the Ohio Revised Code at https://codes.ohio.gov/ohio-revised-code." A place
 * whose regulations it holds (Maryland's COMAR) is told that it holds those, not the statutes.
 */
async function missingLawOf(db: DbOrTx, local: string): Promise<string | null> {
  if (local === 'general') return null;
  const snapshot = await librarySnapshot(db);
  const held = [...snapshot.sources.values()].filter((source) => source.jurisdiction === local);
  if (held.some((source) => source.kind === 'statute')) return null;
  const name = placeName(local) ?? local;
  const published = publishedLaw[local as keyof typeof publishedLaw];
  const where =
    published && typeof published === 'object'
      ? `${name} publishes its laws in the ${published.code} at ${published.url}`
      : `read ${name}'s laws on its official legislation website`;
  const holds =
    held.length > 0 ? `${held.map((source) => source.title).join(' and ')} but no statutes` : 'no statutes';
  return `The legal library holds ${holds} of ${name} yet; ${where}.`;
}

/** Where a user can read the law of their jurisdiction when the library holds none on their question. */
export function whereToLook(grounding: Pick<Grounding, 'jurisdictions' | 'place'>): string {
  const [local] = grounding.jurisdictions;
  if (local === 'US-DC')
    return 'the D.C. Code at https://code.dccouncil.gov, the D.C. Courts Self-Help Center, or free legal aid listed at https://www.lawhelp.org/dc';
  if (local?.startsWith('US-'))
    return `the official code on the ${grounding.place} legislature's website, the state courts' self-help pages, or free legal aid listed at https://www.lawhelp.org`;
  if (local === 'US')
    return "the U.S. Code at https://uscode.house.gov, your state's official code on its legislature's website, or free legal aid listed at https://www.lawhelp.org";
  if (local?.startsWith('GB'))
    return 'UK legislation at https://www.legislation.gov.uk, or Citizens Advice (https://www.citizensadvice.org.uk)';
  return `the official legislation website of ${grounding.place}, a court's self-help service, or a legal aid office or law clinic near you`;
}
