import { z } from 'zod';

/**
 * The closed set of error codes the API answers with. The server maps each to an HTTP status in one table
 * the compiler checks for completeness; the web reads `code`-less bodies by status, so the set stays small.
 */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INSUFFICIENT_CREDITS',
  'PAYMENT_DECLINED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
