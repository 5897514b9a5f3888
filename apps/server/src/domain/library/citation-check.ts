import type { CitationCheck, CitationIssue, CitedSource } from '@amicus/contract/library/schemas';
import { findCitations } from './citations/find-citations';

/**
 * The citation check of a finished text against the sources it was given:
 * - every `[n]` must name one of the sources (else `unknown_source`);
 * - a quotation ("…" or “…”) attributed to `[n]` — the marker right after it, or just before it — must appear in
 *   that source's passage, compared without case, punctuation or spacing (else `misquote`); a quotation with an
 *   ellipsis must have each of its parts there;
 * - a statute or regulation written into the text in any form ("§ 42-3508.02", "15 U.S.C. § 1692c",
 *   "Cal. Civ. Code § 1950.5", "COMAR 09.03.06.02") must be one of the sources' sections (else
 *   `unsupported_citation`).
 * Pure: the same text and sources always give the same result.
 */

/** `[1]`, `[2, 3]`; not a Markdown link's text (`[1](…)`). */
const MARKER = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?!\()/g;
/** A quotation of at least two characters in straight or curly double quotes, on one paragraph. */
const QUOTATION = /"([^"\n]{2,}?)"|“([^”\n]{2,}?)”/g;
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
    if (!/["“]/.test(between) && !/[.!?]\s+\S/.test(between)) {
      const run = [after[0]!];
      for (const next of after.slice(1)) {
        if (/^\s*$/.test(text.slice(run.at(-1)!.end, next.index))) run.push(next);
        else break;
      }
      return run;
    }
  }
  const before = markers.filter((m) => m.end <= start && start - m.end <= BEFORE_WINDOW).at(-1);
  if (before && !/[.!?"”]/.test(text.slice(before.end, start))) return [before];
  return [];
}

function quotedIn(quote: string, passage: string): boolean {
  const haystack = normaliseForQuote(passage);
  const parts = quote
    .split(/…|\.\.\.|\[\.\.\.\]/)
    .map(normaliseForQuote)
    .filter(Boolean);
  return parts.length > 0 && parts.every((part) => haystack.includes(part));
}

export function checkCitations(text: string, sources: readonly CitedSource[]): CitationCheck {
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
        issues.push({ kind: 'unknown_source', text: `[${n}]`, n });
      }
    }
  }

  for (const match of text.matchAll(QUOTATION)) {
    const quote = (match[1] ?? match[2])!;
    const start = match.index;
    const end = start + match[0].length;
    for (const marker of attributedMarkers(text, start, end, markers)) {
      const known = marker.numbers.map((n) => byNumber.get(n)).filter((s) => s !== undefined);
      // An unknown [n] is reported once as such; a quotation found in any of the sources it names is fine.
      if (known.length > 0 && !known.some((source) => quotedIn(quote, source.passage))) {
        issues.push({ kind: 'misquote', text: quote, n: known[0]!.n });
      }
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
    issues.push({ kind: 'unsupported_citation', text: cited.text, n: null });
  }

  return { markers: count, supported, issues };
}
