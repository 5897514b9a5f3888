import {
  letterDateInWords,
  letterSchema,
  type Letter,
  type LetterSource,
} from '@amicus/contract/documents/letter';
import { richTextToPlain, type RichTextDoc } from '@amicus/contract/documents/rich-text';
import { printable } from './printable-text';

/** The parts of a letter around its body, in the order both exports set them, cleaned for printing. */
export type LetterParts = {
  sender: { name: string; lines: string[]; email?: string | undefined; phone?: string | undefined };
  date: string;
  recipient: { name: string; lines: string[] };
  subject?: string | undefined;
  salutation?: string | undefined;
  closing: string;
  signatureName: string;
  /** What each cited source's note says, by its n: the [n] markers of the body that name one become notes. */
  notes: Map<number, string>;
};

/** "D.C. Code § 42-3502.17(a), Security deposits for rental units. Code of the District of Columbia, current to June 30, 2025." */
export function noteText(source: LetterSource): string {
  const heading = source.heading.trim().replace(/\.$/, '');
  const named =
    heading && !source.citation.includes(heading) ? `${source.citation}, ${heading}` : source.citation;
  const current = source.asOf ? `, current to ${letterDateInWords(source.asOf)}` : '';
  return printable(`${named}. ${source.sourceTitle}${current}.`);
}

/** The notes of the sources a body cites, in the order of their n: a PDF lists them after the signature. */
export function citedNotes(body: RichTextDoc, notes: Map<number, string>): [number, string][] {
  const cited = new Set(
    withNotes(richTextToPlain(body), notes).flatMap((piece) => ('note' in piece ? [piece.note] : [])),
  );
  return [...notes].filter(([n]) => cited.has(n)).sort(([a], [b]) => a - b);
}

/** A run's text cut at its [n] markers: the markers of cited sources become notes, any other text stays text. */
export function withNotes(text: string, notes: Map<number, string>): ({ text: string } | { note: number })[] {
  const out: ({ text: string } | { note: number })[] = [];
  let from = 0;
  for (const match of text.matchAll(/\s?\[(\d{1,3})\]/g)) {
    const n = Number(match[1]);
    if (!notes.has(n)) continue;
    if (match.index > from) out.push({ text: text.slice(from, match.index) });
    out.push({ note: n });
    from = match.index + match[0].length;
  }
  if (from < text.length) out.push({ text: text.slice(from) });
  return out;
}

/**
 * Checks the letter again before it is rendered: the rich-text limits are the renderers' guard too, so a body
 * that slipped past a route's validation (a stored draft, a job) still never reaches them. Throws ZodError.
 */
export function letterParts(input: Letter): { letter: Letter; parts: LetterParts } {
  const letter = letterSchema.parse(input);
  const clean = (value: string | undefined) => (value === undefined ? undefined : printable(value));
  return {
    letter,
    parts: {
      sender: {
        name: printable(letter.sender.name),
        lines: letter.sender.addressLines.map(printable),
        email: clean(letter.sender.email),
        phone: clean(letter.sender.phone),
      },
      date: letterDateInWords(letter.date),
      recipient: {
        name: printable(letter.recipient.name),
        lines: letter.recipient.addressLines.map(printable),
      },
      subject: clean(letter.subject),
      salutation: clean(letter.salutation),
      closing: printable(letter.closing),
      signatureName: printable(letter.signatureName),
      notes: new Map(letter.sources.map((source) => [source.n, noteText(source)])),
    },
  };
}
