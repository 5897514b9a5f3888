import { askedFigure, statesAnyFigure, statesFigure } from '../text/figures';
import { matchOf, questionTerms } from './search/question-terms';
/** Words that mark a rule: what someone must, shall, may or may not do. */
const RULE_WORDS =
  /\b(shall|must|may not|may|is entitled|are entitled|is liable|prohibited|unlawful|required)\b/i;
const MAX_QUOTE_CHARS = 400;
/** What stating the figure a question asks for is worth, in words shared with it. */
const FIGURE_WORTH = 3;

type Scored = { sentences: string[]; best: number };

/** A passage's sentences and which of them states its rule best for the question (see operativeSentence). */
function scoreSentences(passage: string, question: string): Scored {
  const text = passage.replace(/\s+/g, ' ').trim();
  // A stop inside a word or a figure ("U.S.C.", "$7.25") does not end a sentence, and is kept in it.
  const sentences = text
    .match(/(?:[^.;:]|[.;:](?!\s|$))+(?:[.;:](?=\s|$)|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [text];
  return bestOf(sentences, question);
}

/** Which of some sentences (or clauses) states its rule best for the question. */
function bestOf(sentences: string[], question: string): Scored {
  const asked = new Map(questionTerms(question).map(({ term, weight }) => [term, weight]));
  const figure = askedFigure(question);
  // The question's words (and the words related to them) it holds, and the figure it asks for ("how long": a
  // time) stated, count most.
  const score = (sentence: string) =>
    matchOf(sentence, asked) +
    (figure && statesFigure(sentence, figure) ? FIGURE_WORTH : statesAnyFigure(sentence) ? 0.5 : 0);
  const isRule = (sentence: string) => RULE_WORDS.test(sentence) || statesAnyFigure(sentence);
  let best = sentences.findIndex(isRule);
  if (best === -1) best = 0;
  sentences.forEach((sentence, i) => {
    if (isRule(sentence) && score(sentence) > score(sentences[best]!)) best = i;
  });
  return { sentences, best };
}

const trimmed = (sentence: string) => {
  const clean = sentence.replace(/[;:]$/, '').trim();
  if (clean.length <= MAX_QUOTE_CHARS) return clean;
  return `${clean.slice(0, MAX_QUOTE_CHARS).replace(/\s+\S*$/, '')}…`;
};

/**
 * The sentence of a passage that states its rule, for quoting word for word: of the sentences that state a
 * duty, a right or a figure, the one sharing most words with the question and stating the figure it asks for
 * (else the passage's first sentence), cut with an ellipsis when long. Always the passage's own words.
 */
export function operativeSentence(passage: string, question: string): string {
  const { sentences, best } = scoreSentences(passage, question);
  return trimmed(sentences[best] ?? passage);
}

/** Whether a text ends as a sentence does: at . ! or ?, with any closing quote or bracket. */
export const endsSentence = (text: string) => /[.!?]["”’)]*$/.test(text);

/**
 * The sentence of a passage that states its rule, whole, for a letter to quote: a clause that opens a list
 * (ends with ":") runs on to its sentence's end, and a quotation never stops mid-sentence. Of the rule's
 * sentences that fit in `maxChars`, the one that answers the question best; null when none does (every one is
 * longer, or cut off where the passage ends with "…").
 */
export function sentenceQuote(passage: string, question: string, maxChars = 600): string | null {
  const { sentences, best } = scoreSentences(passage, question);
  const whole = (from: number): string | null => {
    let to = from;
    // A clause ending ";" or ":" goes on to the sentence's end; one cut off by the passage ("…") never ends.
    while (!endsSentence(sentences[to]!) && to + 1 < sentences.length) to += 1;
    const text = sentences.slice(from, to + 1).join(' ');
    if (text.length > maxChars || !endsSentence(text)) return null;
    return text.replace(/[.]$/, '');
  };
  // The best clause first, then from the start of its sentence, then the others in the passage's order.
  const start = (i: number) => {
    let from = i;
    while (from > 0 && !endsSentence(sentences[from - 1]!)) from -= 1;
    return from;
  };
  for (const from of [best, start(best), ...sentences.map((_, i) => i).filter((i) => i === start(i))]) {
    const text = whole(from);
    if (text && RULE_WORDS.test(text)) return text;
  }
  return null;
}

/**
 * The part of a passage that answers a question, for quoting word for word: the whole passage when short, else
 * its best sentence with the sentences around it that fit in `maxChars`, ending where a sentence ends.
 */
export function answeringQuote(passage: string, question: string, maxChars = 600): string {
  const text = passage.replace(/\s+/g, ' ').trim().replace(/…$/, '');
  if (text.length <= maxChars && !passage.endsWith('…')) return text.replace(/[;:]$/, '');
  const { sentences, best } = scoreSentences(text, question);
  let from = best;
  let to = best;
  let length = sentences[best]!.length;
  // Grow around the best sentence, the one after it first (a rule's figure tends to follow it).
  for (;;) {
    const next = to + 1 < sentences.length ? sentences[to + 1]!.length + 1 : Infinity;
    const previous = from > 0 ? sentences[from - 1]!.length + 1 : Infinity;
    if (Math.min(next, previous) + length > maxChars) break;
    if (next <= previous) {
      to += 1;
      length += next;
    } else {
      from -= 1;
      length += previous;
    }
  }
  if (from === to && sentences[best]!.length > maxChars)
    return clauseWindow(sentences[best]!, question, maxChars);
  const ranges = withFigureParts(sentences, question, from, to);
  if (ranges.length > 1) return joinParts(sentences.map(trimmed), ranges, ' ').replace(/[;:]$/, '');
  if (from === to) return trimmed(sentences[best]!);
  return sentences
    .slice(from, to + 1)
    .join(' ')
    .replace(/[;:]$/, '');
}

/**
 * A sentence too long to quote whole (the Code has sentences of a thousand characters): the clauses around the
 * one that answers best, marked as cut with "…", still the sentence's own words in their order.
 */
function clauseWindow(sentence: string, question: string, maxChars: number): string {
  const clauses = sentence
    .match(/[^,—]+(?:[,—]|$)/g)
    ?.map((c) => c.trim())
    .filter(Boolean) ?? [sentence];
  // Scored as they are: joined and split again, a clause holding ":" or ";" would shift every index after it.
  const { best } = bestOf(clauses, question);
  let from = best;
  let to = from;
  let length = clauses[from]!.length;
  while (to + 1 < clauses.length && length + clauses[to + 1]!.length + 1 <= maxChars)
    length += clauses[++to]!.length + 1;
  while (from > 0 && length + clauses[from - 1]!.length + 1 <= maxChars)
    length += clauses[--from]!.length + 1;
  return joinParts(clauses, withFigureParts(clauses, question, from, to), ' ').replace(/[,—]$/, '');
}

/** Parts of a quotation beyond its window: the others stating the figure asked for, at most this many. */
const FIGURE_PARTS = 2;

/**
 * The window `from`…`to` of a passage's sentences (or a sentence's clauses), and the others outside it that state
 * the figure the question asks for: a statute's long sentence may set one time limit where the window is and the
 * one asked about three clauses on ("within one hundred and eighty days … within ninety days after the giving of
 * such notice a civil action may be brought").
 */
function withFigureParts(parts: string[], question: string, from: number, to: number): [number, number][] {
  const figure = askedFigure(question);
  const extra = figure
    ? parts
        .map((part, i) => ({ part, i }))
        .filter(({ part, i }) => (i < from || i > to) && statesFigure(part, figure))
        .slice(0, FIGURE_PARTS)
        .map(({ i }): [number, number] => [i, i])
    : [];
  return [[from, to] as [number, number], ...extra].sort((a, b) => a[0] - b[0]);
}

/** Ranges of parts joined in order, "…" where parts are left out between, before or after them. */
function joinParts(parts: string[], ranges: [number, number][], glue: string): string {
  let text = '';
  let next = 0;
  for (const [from, to] of ranges) {
    if (from > next) text += text ? ' … ' : '… ';
    else if (text) text += glue;
    text += parts.slice(from, to + 1).join(glue);
    next = to + 1;
  }
  return next < parts.length ? `${text} …` : text;
}
