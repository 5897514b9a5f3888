import { letterDateInWords, letterSchema, type Letter } from '@amicus/contract/documents/letter';
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
};

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
    },
  };
}
