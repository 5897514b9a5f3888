import { normaliseForQuote } from '../library/citation-check';

/**
 * A numbered part of a text a writer may quote: a transcript's segment, a document's page. `normal`: its text
 * as `spacedNormal` gives it, when kept (a long page is then normalised once, not for every quotation).
 */
export type QuoteUnit = { n: number; text: string; normal?: string };

/** The text as quotations are compared: normalised, with a space at each end. */
export const spacedNormal = (text: string) => ` ${normaliseForQuote(text)} `;

/**
 * The unit a quotation is in: the one it names when its words are there (compared without case, spacing or
 * punctuation), or, when they are not, exactly one other unit. Null when the words are nowhere, or in several
 * units alike: a quotation is never placed where it was not checked.
 */
export function unitHolding<U extends QuoteUnit>(
  units: readonly U[],
  claim: { n: number | null; text: string },
): U | null {
  const words = normaliseForQuote(claim.text);
  if (!words) return null;
  const holds = (unit: U) => (unit.normal ?? spacedNormal(unit.text)).includes(` ${words} `);
  const named = claim.n === null ? undefined : units.find((unit) => unit.n === claim.n);
  const found = named && holds(named) ? [named] : units.filter(holds);
  return found.length === 1 ? found[0]! : null;
}

/**
 * Checks each finding's quotation with `check`; a quotation not found is dropped (the finding stays) and counted.
 */
export function checkFindingQuotes<C, Q, F extends { quote: C | null }>(
  findings: readonly F[],
  check: (claim: C) => Q | null,
): { findings: (Omit<F, 'quote'> & { quote: Q | null })[]; dropped: number } {
  let dropped = 0;
  const checked = findings.map((finding) => {
    if (!finding.quote) return { ...finding, quote: null };
    const quote = check(finding.quote);
    if (!quote) dropped++;
    return { ...finding, quote };
  });
  return { findings: checked, dropped };
}

/** The text normalised as `spacedNormal` does, character by character, each kept character's index in `text`. */
export function normalWithPlaces(text: string): { normal: string; from: number[] } {
  // Built as an array of pieces: asking a string grown by `+=` for its last character flattens it each time,
  // which made a 1 MB paragraph take tens of seconds.
  const pieces: string[] = [' '];
  const from: number[] = [0];
  let afterSpace = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // ASCII letters and digits need no regular expression: most of a document.
    const piece =
      (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
        ? text[i]!
        : code >= 65 && code <= 90
          ? text[i]!.toLowerCase()
          : normaliseForQuote(text[i]!).replace(/ /g, '');
    if (!piece) {
      if (!afterSpace) {
        pieces.push(' ');
        from.push(i);
        afterSpace = true;
      }
      continue;
    }
    for (const char of piece) {
      pieces.push(char);
      from.push(i);
    }
    afterSpace = false;
  }
  if (!afterSpace) pieces.push(' ');
  return { normal: pieces.join(''), from };
}

/**
 * Where the words of `quote` start in the text `places` was made from (its index), compared as `unitHolding`
 * compares them; -1 when they are not there. Lets a checked quotation carry its place in the document.
 */
export function rawIndexOf(places: { normal: string; from: number[] }, quote: string): number {
  const words = normaliseForQuote(quote);
  if (!words) return -1;
  const at = places.normal.indexOf(` ${words} `);
  return at < 0 ? -1 : places.from[at + 1]!;
}
