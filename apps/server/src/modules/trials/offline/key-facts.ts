/**
 * Plain-text reading for the offline model: sentences, dates, amounts, and scores that say how concrete a
 * sentence is (evidence) or how shaky (a weakness). Deterministic: the same text always gives the same facts.
 */

const MONTHS =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';
const DATE_PATTERN = new RegExp(
  [
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\.?,?\\s+\\d{4}\\b`,
    `\\b(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`,
    '\\b\\d{4}-\\d{2}-\\d{2}\\b',
    '\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b',
  ].join('|'),
  'gi',
);
const AMOUNT_PATTERN =
  /(?:[$€£¥]\s?\d[\d,.]*(?:\s?(?:million|thousand|k)\b)?|\b\d[\d,.]*\s?(?:USD|EUR|GBP|CAD|AUD|dollars|euros|pounds)\b)/gi;

const EVIDENCE_TERMS = [
  'signed',
  'agreed',
  'agreement',
  'contract',
  'lease',
  'paid',
  'payment',
  'receipt',
  'invoice',
  'notice',
  'email',
  'letter',
  'photo',
  'photograph',
  'witness',
  'report',
  'confirmed',
  'acknowledged',
  'records',
  'statement',
  'inspection',
  'certified',
  'registered',
  'bank transfer',
];
const WEAKNESS_TERMS = [
  'not',
  'no',
  'never',
  'without',
  'unclear',
  'disputed',
  'dispute',
  'late',
  'missing',
  'verbal',
  'oral',
  'unsigned',
  'cannot',
  'could not',
  'failed to',
  'did not',
  "didn't",
  'refused',
  'denied',
  'alleged',
  'allegedly',
  'approximately',
  'believe',
  'think',
  'unsure',
  'lost',
  'no record',
  'no receipt',
  'no proof',
];
const STOPWORDS = new Set(
  'about above after again against because been before being below between both could does doing down during each from further have having here hers herself himself into itself just more most myself once only other ours ourselves over same should some such than that their theirs them themselves then there these they this those through under until very were what when where which while whom will with would your yours yourself also shall said upon'.split(
    ' ',
  ),
);

const termPattern = (terms: string[]) =>
  new RegExp(`\\b(?:${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'gi');
const EVIDENCE_RE = termPattern(EVIDENCE_TERMS);
const WEAKNESS_RE = termPattern(WEAKNESS_TERMS);

/** PDF lines break mid-sentence: joins lines inside a paragraph, keeps paragraph breaks. */
export function joinLines(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Words whose full stop does not end a sentence. */
const ABBREVIATION =
  /\b(?:Mr|Mrs|Ms|Dr|Prof|St|No|Nos|Art|Sec|Para|Inc|Ltd|Co|Corp|v|vs|e\.g|i\.e|etc|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.$/i;

/**
 * Sentences of a readable length (bullets and short lines count as sentences too). A sentence ends at . ! or ?
 * followed by a space and a capital, a quote or a bracket, so "$1,200.50" and "No. 5" stay whole.
 */
export function sentencesOf(text: string): string[] {
  const result: string[] = [];
  for (const paragraph of joinLines(text).split('\n\n')) {
    const pieces = paragraph.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(A-Z0-9])/);
    let pending = '';
    for (const piece of pieces) {
      pending = pending ? `${pending} ${piece}` : piece;
      if (!ABBREVIATION.test(pending)) {
        result.push(pending);
        pending = '';
      }
    }
    if (pending) result.push(pending);
  }
  return result
    .map((s) =>
      s
        .replace(/^(?:[-*•]\s+|\d{1,2}[.)]\s+)/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= 20 && s.length <= 400);
}

const unique = (items: string[]) => [...new Map(items.map((i) => [i.toLowerCase(), i])).values()];

export const datesIn = (text: string) => unique(text.match(DATE_PATTERN) ?? []).map((d) => d.trim());
export const amountsIn = (text: string) =>
  unique((text.match(AMOUNT_PATTERN) ?? []).map((a) => a.trim().replace(/[.,]+$/, '')));

/** Content words (4+ letters, no stop-words), lower-case. */
export function keywordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOPWORDS.has(w)));
}

const hits = (re: RegExp, text: string) => (text.match(re) ?? []).length;

const DATE_TEST = new RegExp(DATE_PATTERN.source, 'i');
const AMOUNT_TEST = new RegExp(AMOUNT_PATTERN.source, 'i');

/** How concrete and relevant a sentence is: dates, amounts, evidence words, words shared with the case. */
export function strengthScore(sentence: string, caseWords: Set<string>): number {
  let overlap = 0;
  for (const word of keywordsOf(sentence)) if (caseWords.has(word)) overlap++;
  // Dates and amounts both need a digit: most sentences are ruled out without running the long patterns.
  const digits = /\d/.test(sentence);
  return (
    (digits && DATE_TEST.test(sentence) ? 2 : 0) +
    (digits && AMOUNT_TEST.test(sentence) ? 2 : 0) +
    Math.min(3, hits(EVIDENCE_RE, sentence)) +
    Math.min(3, overlap * 0.5) -
    hits(WEAKNESS_RE, sentence)
  );
}

/** How much a sentence hedges, denies or admits a gap. */
export function weaknessScore(sentence: string): number {
  return hits(WEAKNESS_RE, sentence) * 2 + (/\?/.test(sentence) ? 1 : 0);
}

/** The best `count` items by score (ties keep text order), for items scoring above `min`. */
export function topBy<T>(items: T[], score: (item: T) => number, count: number, min = 0): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .filter((x) => x.score > min)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((x) => x.item);
}
