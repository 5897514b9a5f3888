import { normaliseForQuote } from '../library/citation-check';

/** A numbered part of a text a writer may quote: a transcript's segment, a document's page. */
export type QuoteUnit = { n: number; text: string };

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
  const holds = (unit: U) => ` ${normaliseForQuote(unit.text)} `.includes(` ${words} `);
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

/**
 * Where the words of `quote` start in `text` (its index), compared as `unitHolding` compares them; -1 when they
 * are not there. Lets a checked quotation carry its place in the document.
 */
export function rawIndexOf(text: string, quote: string): number {
  const words = normaliseForQuote(quote);
  if (!words) return -1;
  // The text normalised character by character, each kept character remembering where it came from.
  let normal = ' ';
  const from: number[] = [0];
  for (let i = 0; i < text.length; i++) {
    const piece = normaliseForQuote(text[i]!);
    if (!piece) {
      if (!normal.endsWith(' ')) {
        normal += ' ';
        from.push(i);
      }
      continue;
    }
    for (const char of piece.replace(/ /g, '')) {
      normal += char;
      from.push(i);
    }
  }
  normal += ' ';
  const at = normal.indexOf(` ${words} `);
  return at < 0 ? -1 : from[at + 1]!;
}
