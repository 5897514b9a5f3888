import { z } from 'zod';

/** The largest id the database holds (its ids are 32-bit integers). */
export const MAX_ID = 2_147_483_647;

/** Numeric entity ids as they appear in paths (`/chats/42`). Anything else is a 404, not a 400. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

const digits = /^\s*\d+\s*$/;

/**
 * An id that a body, a query or a form field refers to (a category, a plan, a trial): a whole number from 1 to
 * MAX_ID, or its digits as text (query strings and multipart fields are text). Anything else (`true`, `[1]`,
 * `1.5`, a number past MAX_ID) is a 400 with `message` (else one naming the field), never a database error.
 */
export function referenceIdSchema(message?: string) {
  const error = message ? { error: message } : undefined;
  return z.preprocess(
    (value) => (typeof value === 'string' && digits.test(value) ? Number(value) : value),
    z.number(error).int(error).min(1, error).max(MAX_ID, error),
  );
}

export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });
