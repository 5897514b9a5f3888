import stemEnglish from 'wink-porter2-stemmer';

/**
 * Words and their stems, the one way every feature reads text for matching: the library's index and search, the
 * passage and paragraph rankers. Words are runs of letters and digits in any script (`\p{L}`, `\p{N}`, accented
 * and non-Latin letters included), lower-cased; a stem is the word's Snowball English (Porter2) stem, the stemmer
 * PostgreSQL's `english` configuration uses, so "evictions", "evicted" and "eviction" are one term.
 */

/** A word: letters and digits, joined by an inner apostrophe ("tenant's"), hyphens and dots splitting words. */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/**
 * Words too common in any text to say what it is about: the Snowball English stop list (the same as
 * PostgreSQL's `english` dictionary), which rarity weighting alone would still let into short texts.
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is are ' +
    'was were be been being have has had having do does did doing a an the and but if or because as until while ' +
    'of at by for with about against between into through during before after above below to from up down in out ' +
    'on off over under again further then once here there when where why how all any both each few more most ' +
    "other some such no nor not only own same so than too very s t can will just don should now i'm it's don't"
  ).split(' '),
);

/** The words of a text, lower case, in order. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((word) => word.replace(/’/g, "'"));
}

export const isStopWord = (word: string) => STOP_WORDS.has(word);

// Stems are asked for the same few thousand words over and over: remembered, up to a bound.
const MAX_REMEMBERED = 200_000;
const stems = new Map<string, string>();

/** A word's stem ("evictions" → "evict"); possessives dropped first ("landlord's" → "landlord"). */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    // Numbers and words that start with one ("3rd") are kept whole: the stemmer reads a digit as a letter.
    stem = /^\p{L}/u.test(word) ? stemEnglish(word.replace(/'s$/, '')) : word;
    if (stems.size >= MAX_REMEMBERED) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/** The terms of a text: its words' stems, stop words left out, in order (repeats kept, to be counted). */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) if (!STOP_WORDS.has(word)) terms.push(stemOf(word));
  return terms;
}
