import type { CitationCheck, CitationIssue, CitedSource } from '@amicus/contract/library/schemas';
import { claimedFigures, numbersIn } from '../text/figures';
import { findCitations } from './citations/find-citations';

/**
 * The citation check of a finished text against the sources it was given:
 * - every `[n]` must name one of the sources (else `unknown_source`);
 * - a quotation attributed to `[n]` — the marker right after it, or just before it — must appear in that source's
 *   passage, compared without case, punctuation or spacing (else `misquote`): in any usual quotation marks ("…",
 *   “…”, ‘…’, '…', «…», „…“), across a line break, or as a Markdown blockquote followed by its marker; a quotation
 *   with an ellipsis must have its parts there in order;
 * - a sentence citing `[n]` that states a figure (a time limit, an amount, a share, a count, a date) must find its
 *   numbers in a cited passage (else `unsupported_claim`): "within 45 days [2]" cited to a passage on something
 *   else is not supported by carrying a chip;
 * - a statute or regulation written into the text in any form ("§ 42-3508.02", "15 U.S.C. § 1692c",
 *   "Cal. Civ. Code § 1950.5", "COMAR 09.03.06.02") must be one of the sources' sections (else
 *   `unsupported_citation`).
 * Pure: the same text and sources always give the same result.
 */

/** `[1]`, `[2, 3]`; not a Markdown link's text (`[1](…)`). */
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?!\()/g;
/** What a quotation may hold: anything but its closing mark and a blank line (it may run over a line break). */
const inner = (close: string, apostrophe = false) =>
  `((?:[^${close}\\n]|\\n(?!\\s*\\n)${apostrophe ? `|${close}(?=\\p{L})` : ''}){2,}?)`;
/**
 * A quotation of at least two characters in the usual marks: straight or curly double quotes, curly or straight
 * single quotes (an apostrophe inside a word does not close them), guillemets, low-high quotes.
 */
const QUOTATION = new RegExp(
  [
    `"${inner('"')}"`,
    `“${inner('”')}”`,
    `‘${inner('’', true)}’(?!\\p{L})`,
    `(?<![\\p{L}\\p{N}])'${inner("'", true)}'(?![\\p{L}\\p{N}])`,
    `«${inner('»')}»`,
    `„${inner('“”')}[“”]`,
  ].join('|'),
  'gu',
);
/** Any quotation mark that opens or closes a quotation. */
const QUOTE_MARK = /["“”‘’«»„]/;
/** A Markdown blockquote: consecutive lines starting with `>`. */
const BLOCKQUOTE = /(?:^[ \t]*>[^\n]*(?:\n|$))+/gm;
/** How far after a quotation its citation may sit (`"…," the Code says [1]`), or before it (`[1] says "…"`). */
const AFTER_WINDOW = 60;
const BEFORE_WINDOW = 30;

type Marker = { index: number; end: number; numbers: number[]; text: string };

export const normaliseForQuote = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9§]+/g, ' ')
    .trim();

export function markersIn(text: string): Marker[] {
  return [...text.matchAll(MARKER)].map((match) => ({
    index: match.index,
    end: match.index + match[0].length,
    numbers: match[1]!.split(',').map((n) => Number(n.trim())),
    text: match[0],
  }));
}

/** The markers a quotation is attributed to: the first ones after it in the same sentence, else one just before. */
function attributedMarkers(text: string, start: number, end: number, markers: Marker[]): Marker[] {
  const after = markers.filter((m) => m.index >= end && m.index - end <= AFTER_WINDOW);
  if (after.length > 0) {
    const between = text.slice(end, after[0]!.index);
    // Another quotation, or a sentence's end followed by more text, stands between: not this quotation's marker.
    if (!QUOTE_MARK.test(between) && !/[.!?]\s+\S/.test(between)) {
      const run = [after[0]!];
      for (const next of after.slice(1)) {
        if (/^\s*$/.test(text.slice(run.at(-1)!.end, next.index))) run.push(next);
        else break;
      }
      return run;
    }
  }
  const before = markers.filter((m) => m.end <= start && start - m.end <= BEFORE_WINDOW).at(-1);
  if (before && !/[.!?"”’»“]/.test(text.slice(before.end, start))) return [before];
  return [];
}

/**
 * Whether a passage holds a quotation, word for word: a quotation with ellipses must have its parts there in the
 * order quoted (parts matched anywhere could reverse the passage's meaning), each starting and ending on a word.
 */
function quotedIn(quote: string, passage: string): boolean {
  const haystack = ` ${normaliseForQuote(passage)} `;
  const parts = quote
    .split(/…|\.\.\.|\[\.\.\.\]/)
    .map(normaliseForQuote)
    .filter(Boolean);
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(` ${part} `, from);
    if (at === -1) return false;
    from = at + part.length + 1;
  }
  return parts.length > 0;
}

/** The quotations of a text with where they stand: in quotation marks, and Markdown blockquotes. */
function quotationsIn(text: string): { quote: string; start: number; end: number }[] {
  const marked = [...text.matchAll(QUOTATION)].map((match) => ({
    quote: match.slice(1).find((group) => group !== undefined)!,
    start: match.index,
    end: match.index + match[0].length,
  }));
  const blocks = [...text.matchAll(BLOCKQUOTE)].flatMap((match) => {
    const body = match[0]
      .split('\n')
      .map((line) => line.replace(/^[ \t]*>[ \t]?/, ''))
      .join(' ');
    // Its marker at the end of its last line belongs to what follows it, as a marker after a quotation does.
    const trailing = /\s*((?:\[\d{1,3}(?:\s*,\s*\d{1,3})*\]\s*)+)$/.exec(body);
    const quote = (trailing ? body.slice(0, trailing.index) : body).trim();
    // A blockquote that is itself a quotation in marks is checked as that quotation.
    if (
      quote.length < 2 ||
      marked.some((m) => m.start >= match.index && m.end <= match.index + match[0].length)
    )
      return [];
    const end = trailing
      ? match.index + match[0].trimEnd().length - trailing[1]!.trim().length
      : match.index + match[0].length;
    return [{ quote, start: match.index, end }];
  });
  return [...marked, ...blocks];
}

/** The sentence around `index`: from the end of the one before to its own end. */
export function sentenceAround(text: string, index: number): { start: number; end: number } {
  const before = text.slice(0, index);
  const start = Math.max(before.search(/[^.!?\n]*$/), 0);
  const after = /[.!?](?=\s|$)|\n/.exec(text.slice(index));
  return { start, end: after ? index + after.index + 1 : text.length };
}

/**
 * `facts`: what the user gave the writer (their messages, their case and files, their transcript, their answers).
 * A figure found there is a fact of their case, which a sentence may state beside the rule it cites.
 */
export function checkCitations(
  text: string,
  sources: readonly CitedSource[],
  { facts = '' }: { facts?: string } = {},
): CitationCheck {
  const byNumber = new Map(sources.map((source) => [source.n, source]));
  const issues: CitationIssue[] = [];
  const markers = markersIn(text);

  let count = 0;
  let supported = 0;
  const reportedUnknown = new Set<number>();
  for (const marker of markers) {
    for (const n of marker.numbers) {
      count++;
      if (byNumber.has(n)) supported++;
      else if (!reportedUnknown.has(n)) {
        reportedUnknown.add(n);
        issues.push({ kind: 'unknown_source', text: `[${n}]`, n, at: null });
      }
    }
  }

  const quotations = quotationsIn(text);
  for (const { quote, start, end } of quotations) {
    for (const marker of attributedMarkers(text, start, end, markers)) {
      const known = marker.numbers.map((n) => byNumber.get(n)).filter((s) => s !== undefined);
      // An unknown [n] is reported once as such; a quotation found in any of the sources it names is fine.
      if (known.length > 0 && !known.some((source) => quotedIn(quote, source.passage))) {
        issues.push({ kind: 'misquote', text: quote, n: known[0]!.n, at: marker.index });
      }
    }
  }

  // A figure stated in a sentence that cites [n] must be in a passage it cites: the quotations' own words are
  // checked above, and citations' numbers ("§ 42-3505.01") and markers are not figures.
  const claimed = new Set<string>();
  const theirs = numbersIn(facts);
  // Each sentence's cited sources, each with where its first marker in the sentence stands.
  const sentences = new Map<number, { end: number; cited: { source: CitedSource; at: number }[] }>();
  for (const marker of markers) {
    const { start, end } = sentenceAround(text, marker.index);
    const sentence = sentences.get(start) ?? { end, cited: [] };
    for (const n of marker.numbers) {
      const source = byNumber.get(n);
      if (source) sentence.cited.push({ source, at: marker.index });
    }
    sentences.set(start, sentence);
  }
  for (const [start, { end, cited }] of sentences) {
    if (cited.length === 0) continue;
    let words = text.slice(start, end);
    for (const q of quotations)
      if (q.start >= start && q.end <= end) words = words.replace(text.slice(q.start, q.end), ' ');
    for (const citation of findCitations(words)) words = words.replace(citation.text, ' ');
    words = words.replace(MARKER, ' ');
    // Any source the sentence cites may state it, or the user did.
    const stated = new Set([
      ...theirs,
      ...cited.flatMap(({ source }) => [...numbersIn(`${source.passage} ${source.heading}`)]),
    ]);
    for (const figure of claimedFigures(words)) {
      if (figure.values.every((value) => stated.has(value))) continue;
      const { source, at } = cited[0]!;
      const key = `${figure.text}|${at}`;
      if (claimed.has(key)) continue;
      claimed.add(key);
      issues.push({ kind: 'unsupported_claim', text: figure.text, n: source.n, at });
    }
  }

  // A statute or regulation written into the text, in any form, must be one of the sources given: the same
  // section by its key, or, written without its code ("§ 1692c"), the same section number. A citation the
  // given passages themselves make ("under 14 DCMR §§ 308") is the law's own reference, repeated.
  const given = sources.flatMap((source) => [
    ...findCitations(source.citation),
    ...findCitations(source.passage),
  ]);
  const reported = new Set<string>();
  for (const cited of findCitations(text)) {
    const supported =
      given.some((source) => source.key === cited.key) ||
      (cited.grammar === 'bare' && given.some((source) => source.section === cited.section));
    if (supported || reported.has(cited.key)) continue;
    reported.add(cited.key);
    issues.push({ kind: 'unsupported_citation', text: cited.text, n: null, at: null });
  }

  return { markers: count, supported, issues };
}

/**
 * The check with no places: for a text shown otherwise than it was checked (a review's findings each shown apart,
 * a draft shown as rich text), where a place in the checked text names no chip. Each problem then marks every
 * chip of its source, as before places were kept.
 */
export const withoutPlaces = (check: CitationCheck): CitationCheck => ({
  ...check,
  issues: check.issues.map((issue) => ({ ...issue, at: null })),
});
