import { z } from 'zod';
import { documentKinds, flagKinds } from '@amicus/contract/documents/review';
import { reviewMessages as m } from '@amicus/contract/documents/review-messages';
import { jsonIn } from '../../adapters/llm/json-answer';
import { markersIn } from '../../domain/library/citation-check';
import { AppError } from '../../http/app-error';
import type { WrittenReview } from './written-review';

const text = z.string().trim().min(1);
const optionalText = z
  .string()
  .trim()
  .min(1)
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
const quote = z
  .object({
    page: z.coerce.number().int().min(1).nullish().catch(null),
    text: z.string(),
  })
  .nullish()
  .catch(null)
  .transform((value) => (value ? { text: value.text, page: value.page ?? null } : null));
/** A list the model may leave out; an item that is not a finding is skipped, not the whole review. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .default([])
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

const answerSchema = z.object({
  document: z.object({
    kind: z.enum(documentKinds).catch('other'),
    description: text,
  }),
  parties: list(z.object({ name: text, role: optionalText, text: text.optional(), quote })),
  dates: list(
    z.object({
      date: text,
      isoDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullish()
        .catch(null),
      deadline: z.boolean().catch(false),
      text,
      quote,
    }),
  ),
  amounts: list(
    z.object({
      amount: text,
      value: z.coerce.number().finite().nullish().catch(null),
      currency: optionalText,
      text,
      quote,
    }),
  ),
  obligations: list(z.object({ party: optionalText, text, quote })),
  clauses: list(z.object({ heading: text, text: text.optional(), quote })),
  flags: list(z.object({ kind: z.enum(flagKinds).catch('unusual'), text, why: text, quote })),
  questions: list(
    z.union([z.object({ text, quote }), text.transform((value) => ({ text: value, quote: null }))]),
  ),
});

/**
 * Reads a model's review: the JSON object it was asked for, tolerating a fence, words around it, a list left out
 * and an item or quotation that is malformed (skipped, or dropped later). Anything else is not a review: the job
 * fails with a plain message and the uploaded document stays. A flag's sources are the [n] its words cite.
 */
export function parseModelReview(answer: string): WrittenReview {
  const parsed = answerSchema.safeParse(jsonIn(answer));
  if (!parsed.success) throw new AppError('UPSTREAM_FAILED', m.reviewMalformed);
  const review = parsed.data;
  return {
    document: review.document,
    parties: review.parties.map((p) => ({
      name: p.name,
      role: p.role,
      text: p.text ?? p.name,
      quote: p.quote,
    })),
    dates: review.dates.map((d) => ({ ...d, isoDate: d.isoDate ?? null })),
    amounts: review.amounts.map((a) => ({ ...a, value: a.value ?? null })),
    obligations: review.obligations,
    clauses: review.clauses.map((c) => ({ heading: c.heading, text: c.text ?? c.heading, quote: c.quote })),
    flags: review.flags.map((flag) => ({
      ...flag,
      sources: [...new Set(markersIn(`${flag.text} ${flag.why}`).flatMap((marker) => marker.numbers))],
    })),
    questions: review.questions,
  };
}
