import { relatedWords } from '../../text/related-words';
import { isStopWord, stemOf, wordsOf } from '../../text/terms';
import type { WeightedTerm } from './rank-sections';

/** A related word weighs its similarity times this; the question's context's words weigh less than its own. */
const RELATED_WEIGHT = 0.4;
/**
 * Each word's most related words only (its nearest neighbours by vector first, then its WordNet synonyms): more
 * brought noise ("showing" → "exhibit", "indicate") and index rows to read, and no recall on the development set.
 */
const RELATED_PER_WORD = 4;
const CONTEXT_WEIGHT = 0.6;

/**
 * A question's words as the index stems them, each with its weight: its own, the words of its context, and the
 * words related to either in meaning (related-words.ts), which a search keeps only where its library holds them,
 * weighted by their rarity there. A word found several ways keeps its highest weight.
 */
export function questionTerms(
  question: string,
  options: { expand?: boolean; context?: string[]; contextWeight?: number } = {},
): WeightedTerm[] {
  const contextWeight = options.contextWeight ?? CONTEXT_WEIGHT;
  const parts = [
    { text: question, weight: 1 },
    ...(options.context ?? []).map((text) => ({ text, weight: contextWeight })),
  ];
  const weights = new Map<string, number>();
  const add = (term: string, weight: number) => {
    if (weight > (weights.get(term) ?? 0)) weights.set(term, weight);
  };
  for (const part of parts) {
    for (const word of wordsOf(part.text)) {
      if (isStopWord(word)) continue;
      add(stemOf(word), part.weight);
      if (options.expand === false) continue;
      for (const related of relatedWords(word).slice(0, RELATED_PER_WORD))
        add(stemOf(related.word), part.weight * RELATED_WEIGHT * related.similarity);
    }
  }
  return [...weights].map(([term, weight]) => ({ term, weight }));
}

/** How much of a question a text holds: the weights of the question's terms it has, each counted once. */
export function matchOf(text: string, terms: WeightedTerm[] | Map<string, number>): number {
  const weights = terms instanceof Map ? terms : new Map(terms.map(({ term, weight }) => [term, weight]));
  let score = 0;
  for (const stem of new Set(wordsOf(text).map(stemOf))) score += weights.get(stem) ?? 0;
  return score;
}
