import { eq, inArray } from 'drizzle-orm';
import type { CitedSource } from '@amicus/contract/library/schemas';
import type { DbOrTx } from '../../../db/client';
import { librarySections, librarySources, type SectionParagraph } from '../../../db/schema/index';
import { askedFigure, statesFigure, type FigureKind } from '../../text/figures';
import { stemOf, wordsOf } from '../../text/terms';
import { answeringQuote } from '../operative-sentence';
import { librarySnapshot } from './library-snapshot';
import { searchedSources } from './rank-sections';
import { questionTerms } from './question-terms';
import { searchLibrary, type SearchFilters } from './search-library';

/** What stating the kind of figure a question asks for ("how long": a time) is worth, as a telling word is. */
const FIGURE_BONUS = 2;
/** A list of items this long or shorter is given whole when one of its items answers. */
const LIST_CHARS = 900;
/** How much the question's context counts in choosing a section's paragraph (the question's own words: 1). */
const PARAGRAPH_CONTEXT_WEIGHT = 0.2;
/** A section's second paragraph is given too when it answers at least this share as well as its best. */
const SECOND_PARAGRAPH_SHARE = 0.5;
/** Of the paragraphs a matched problem names as governing a section, how many a retrieval gives. */
const KEY_PARAGRAPHS = 3;
/** Passages beyond one per section a retrieval may give (a section's other answering paragraphs). */
const EXTRA_PARAGRAPHS = 3;
/** Sections ranked below this share of the best one's rank are dropped rather than pad the list. */
const RELEVANCE_FLOOR = 0.5;
/** How long a passage given to a model may be: a paragraph and the words that lead into it. */
const MAX_PASSAGE_CHARS = 1_200;

/** A paragraph with how well it answers a question (see answeringParagraphs). */
type ScoredParagraph = { paragraph: SectionParagraph; score: number };

/**
 * A section's paragraphs by how well they answer a question, best first: each scored by the most telling of the
 * question's words it holds (each word counted once, by its rarity in the library and its weight in the
 * question), so the subsection on freezing days answers a question about a freezing day, not the section's
 * opening, and a paragraph naming the bank a question asks about beats one repeating "deposit". Ties keep the
 * paragraphs' order; a section whose paragraphs hold none of the words is answered by its first.
 */
export function answeringParagraphs(
  paragraphs: SectionParagraph[],
  rarity: (term: string) => number,
  asked: FigureKind | null = null,
): ScoredParagraph[] {
  const scored: ScoredParagraph[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.text.trim() === '') continue;
    let score = 0;
    for (const stem of new Set(wordsOf(paragraph.text).map(stemOf))) score += rarity(stem);
    // A question asking "how long" is answered by the paragraph that states a time.
    if (asked && statesFigure(paragraph.text, asked)) score += FIGURE_BONUS;
    scored.push({ paragraph, score });
  }
  // A stable sort: equal scores keep the paragraphs' order.
  return scored.sort((a, b) => b.score - a.score);
}

const within = (p: SectionParagraph, path: string) => path !== '' && p.path.startsWith(path);
/** A paragraph's own words and the paragraphs under it, in reading order (its items before its closing words). */
function subtree(paragraphs: SectionParagraph[], chosen: SectionParagraph): SectionParagraph[] {
  const own = paragraphs.filter((p) => p.path === chosen.path && p.text.trim() !== '');
  if (!chosen.path) return [chosen];
  const items = paragraphs.filter((p) => p.path !== chosen.path && within(p, chosen.path));
  return [...own.slice(0, 1), ...items, ...own.slice(1)];
}
const lengthOf = (paragraphs: SectionParagraph[]) =>
  paragraphs.reduce((sum, p) => sum + p.label.length + p.text.length + 2, 0);

/**
 * The paragraph a passage is made of: the chosen one, or the paragraph it is an item of when the whole list fits
 * in a passage (a question about the second item of "(A)…; (B)…" is answered by the list, cited as its parent).
 */
export function passageParagraph(paragraphs: SectionParagraph[], chosen: SectionParagraph): SectionParagraph {
  let current = chosen;
  for (;;) {
    const parent = paragraphs.find(
      (p) =>
        p.path !== '' &&
        p.path !== current.path &&
        within(current, p.path) &&
        p.label !== '' &&
        // The nearest one above: the longest path it starts with.
        !paragraphs.some(
          (q) => q.path.length > p.path.length && q.path !== current.path && within(current, q.path),
        ),
    );
    if (!parent || lengthOf(subtree(paragraphs, parent)) > LIST_CHARS) return current;
    current = parent;
  }
}

/**
 * A paragraph as a passage: the words of the paragraphs it sits under that lead into it ("a debt collector may
 * not communicate with a consumer… —" before "(1) at any unusual time…"), its own, and the paragraphs under it
 * (its items). A passage too long is cut around the sentence that answers the question best, never mid-sentence
 * at its end: the figure a question asks for may be deep in a long paragraph.
 */
export function passageOf(paragraphs: SectionParagraph[], chosen: SectionParagraph, question = ''): string {
  const leading = paragraphs.filter(
    (p) => p !== chosen && p.path !== chosen.path && within(chosen, p.path) && p.text.trim() !== '',
  );
  const body = subtree(paragraphs, chosen);
  const text = [...leading, ...body]
    .map((p, i) => (i < leading.length || p === body[0] ? p.text : `${p.label} ${p.text}`.trim()))
    .join(' ');
  if (text.length <= MAX_PASSAGE_CHARS) return text;
  const window = answeringQuote(text, question, MAX_PASSAGE_CHARS);
  const start = text.indexOf(window);
  return `${start > 0 ? '… ' : ''}${window}${start + window.length < text.length ? ' …' : ''}`;
}

/**
 * The passages a reply is grounded in: the best sections for the question in the user's jurisdictions, each cut
 * to the paragraph that answers it (with its citation label, e.g. "D.C. Code § 42-3505.01(k)"), numbered
 * [1]…[k] in that order.
 */
export async function retrievePassages(
  db: DbOrTx,
  question: string,
  filters: Omit<SearchFilters, 'limit'> & { limit?: number },
): Promise<CitedSource[]> {
  const { mode, hits } = await searchLibrary(db, question, {
    ...filters,
    limit: filters.limit ?? 5,
    snippets: false,
  });
  if (hits.length === 0) return [];
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
    .where(
      inArray(
        librarySections.id,
        hits.map((hit) => hit.sectionId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rarity = await questionRarity(db, question, filters);
  const asked = askedFigure(question);
  const bySection = (mode === 'citation' ? hits : aboveFloor(hits)).map((hit) => {
    const row = byId.get(hit.sectionId);
    if (!row) return [];
    const cited = (chosen: SectionParagraph | undefined) => {
      const paragraph = chosen?.path || null;
      return {
        n: 0,
        sectionId: row.id,
        citation: paragraph
          ? `${row.citation}${row.citation.includes('§') ? '' : ' '}${paragraph}`
          : row.citation,
        heading: row.heading,
        paragraph,
        passage: chosen
          ? passageOf(row.paragraphs, chosen, question)
          : row.paragraphs
              .map((p) => p.text)
              .join(' ')
              .slice(0, MAX_PASSAGE_CHARS),
        sourceTitle: row.sourceTitle,
        jurisdiction: row.jurisdiction,
        asOf: row.asOf,
      };
    };
    // A citation to a paragraph is answered by that paragraph.
    if (hit.paragraph) return [cited(row.paragraphs.find((p) => p.path === hit.paragraph))];
    // The paragraphs a matched problem names as governing answer it, each of them law on the question: the
    // question's words only order them. Without a problem, the question's words choose.
    const key = row.paragraphs.filter((p) => hit.keyParagraphs?.includes(p.path));
    return (
      key.length > 0
        ? answeringPassages(key, row.paragraphs, rarity, asked, 0, KEY_PARAGRAPHS)
        : answeringPassages(row.paragraphs, row.paragraphs, rarity, asked)
    ).map(cited);
  });
  // Every section found keeps its best passage; its other paragraphs take what room is left, best section first.
  let room = EXTRA_PARAGRAPHS;
  return bySection
    .flatMap((passages) => {
      const extra = Math.min(room, Math.max(0, passages.length - 1));
      room -= extra;
      return passages.slice(0, 1 + extra);
    })
    .map((source, i) => ({ ...source, n: i + 1 }));
}

/**
 * The hits worth grounding an answer in: those ranked at least RELEVANCE_FLOOR of the best. Below it a section
 * shares a word or two with the question but is not law on it (condo-conversion relocation money for a deposit
 * question), and the list stays short rather than padded with it.
 */
export function aboveFloor<Hit extends { rank: number }>(hits: Hit[]): Hit[] {
  const best = Math.max(...hits.map((hit) => hit.rank));
  return hits.filter((hit) => hit.rank >= RELEVANCE_FLOOR * best);
}

/**
 * The paragraphs a section's passages are made of: the one answering best and, up to `most`, others that answer
 * at least `share` as well (a question about notice is answered by the paragraph defining it and the one
 * requiring it), each grown to its list when the list is short (passageParagraph), never overlapping.
 */
export function answeringPassages(
  candidates: SectionParagraph[],
  paragraphs: SectionParagraph[],
  rarity: (term: string) => number,
  asked: FigureKind | null,
  share = SECOND_PARAGRAPH_SHARE,
  most = 2,
): (SectionParagraph | undefined)[] {
  const [first, ...rest] = answeringParagraphs(candidates, rarity, asked);
  if (!first) return [undefined];
  const chosen = [passageParagraph(paragraphs, first.paragraph)];
  const overlaps = (p: SectionParagraph) =>
    chosen.some((c) => p.path === c.path || within(p, c.path) || within(c, p.path) || c.path === '');
  for (const { paragraph, score } of rest) {
    if (chosen.length >= most) break;
    if ((score === 0 && share > 0) || score < share * first.score || overlaps(paragraph)) continue;
    const next = passageParagraph(paragraphs, paragraph);
    if (!overlaps(next)) chosen.push(next);
  }
  return chosen;
}

/** The rarity of the question's words in the searched sources, for choosing paragraphs; 0 for other words. */
async function questionRarity(
  db: DbOrTx,
  question: string,
  filters: Pick<SearchFilters, 'jurisdictions' | 'expand' | 'context'>,
): Promise<(term: string) => number> {
  const snapshot = await librarySnapshot(db);
  const searched = searchedSources(snapshot, filters);
  const total = searched.reduce((sum, [, source]) => sum + source.sectionCount, 0);
  const weights = new Map<string, number>();
  // The paragraph answers the question itself: its context (the topic, the questionnaire) only breaks ties.
  for (const { term, weight } of questionTerms(question, {
    ...filters,
    contextWeight: PARAGRAPH_CONTEXT_WEIGHT,
  })) {
    const bySource = snapshot.frequencies.get(term);
    const df = searched.reduce((sum, [id]) => sum + (bySource?.get(id) ?? 0), 0);
    if (df === 0) continue;
    const idf = Math.log((total - df + 0.5) / (df + 0.5) + 1);
    weights.set(term, Math.max(weights.get(term) ?? 0, weight * idf));
  }
  return (term) => weights.get(term) ?? 0;
}
