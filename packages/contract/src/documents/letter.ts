import { z } from 'zod';
import { richTextDocSchema } from './rich-text';

/** What a letter's fields may hold, and what a user is told when one is wrong (shown beside the field). */
export const LETTER_MAX_ADDRESS_LINES = 6;

export const letterMessages = {
  nameRequired: (who: string) => `Enter the ${who}’s name.`,
  nameTooLong: (who: string) => `The ${who}’s name must be at most 200 characters.`,
  addressTooLong: (who: string) =>
    `The ${who}’s address must be at most ${LETTER_MAX_ADDRESS_LINES} lines of 200 characters each.`,
  emailInvalid: 'Enter a valid email address, or leave it empty.',
  phoneInvalid: 'Enter a phone number of digits, spaces and + ( ) - . only, or leave it empty.',
  dateInvalid: 'Enter the letter’s date as a real calendar date (YYYY-MM-DD).',
  subjectTooLong: 'The subject must be at most 300 characters.',
  salutationTooLong: 'The greeting must be at most 200 characters.',
  closingInvalid: 'Enter a closing such as “Sincerely,” of at most 100 characters.',
  signatureRequired: 'Enter the name to sign the letter with.',
} as const;

const line = (max: number, message: string) => z.string().trim().max(max, { error: message });

const addressLinesSchema = (who: string) =>
  z
    .array(line(200, letterMessages.addressTooLong(who)))
    .max(LETTER_MAX_ADDRESS_LINES, { error: letterMessages.addressTooLong(who) })
    // Blank lines are what an empty form row sends; the letter leaves them out.
    .transform((lines) => lines.filter((l) => l !== ''));

const personName = (who: string) =>
  line(200, letterMessages.nameTooLong(who)).min(1, { error: letterMessages.nameRequired(who) });

/** An optional text field: an empty string counts as not given. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** A real date: 2026-02-30 is refused, not rolled over into March. */
export const letterDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: letterMessages.dateInvalid, abort: true })
  .refine(
    (value) => {
      const [y, m, d] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return (
        y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
      );
    },
    { error: letterMessages.dateInvalid },
  );

/** What a letter's note says of a source it cites: where the rule is, and how current the text was. */
export const letterSourceSchema = z.object({
  n: z.number().int().min(1),
  citation: z.string().max(300),
  heading: z.string().max(500),
  sourceTitle: z.string().max(300),
  asOf: z.string().nullable(),
});
export type LetterSource = z.infer<typeof letterSourceSchema>;

export const letterSchema = z.object({
  sender: z.object({
    name: personName('sender'),
    addressLines: addressLinesSchema('sender'),
    email: optional(
      z.email({ error: letterMessages.emailInvalid }).max(254, { error: letterMessages.emailInvalid }),
    ),
    phone: optional(
      z
        .string()
        .trim()
        .regex(/^[+()\-.\s\d]{3,40}$/, { error: letterMessages.phoneInvalid }),
    ),
  }),
  recipient: z.object({ name: personName('recipient'), addressLines: addressLinesSchema('recipient') }),
  date: letterDateSchema,
  subject: optional(line(300, letterMessages.subjectTooLong)),
  salutation: optional(line(200, letterMessages.salutationTooLong)),
  body: richTextDocSchema,
  closing: line(100, letterMessages.closingInvalid)
    .min(1, { error: letterMessages.closingInvalid })
    .default('Sincerely,'),
  signatureName: line(200, letterMessages.signatureRequired).min(1, {
    error: letterMessages.signatureRequired,
  }),
  /** The sources the body cites as [n]: each becomes a footnote (DOCX) or a numbered note (PDF). */
  sources: z.array(letterSourceSchema).max(50).default([]),
});
export type Letter = z.infer<typeof letterSchema>;
export type LetterInput = z.input<typeof letterSchema>;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-27" → "November 27, 2026": a US letter's date, the same whatever the server's or browser's locale. */
export function letterDateInWords(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
