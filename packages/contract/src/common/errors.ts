import { z } from 'zod';

/**
 * The closed set of error codes the API answers with. The server maps each to an HTTP status in one table
 * the compiler checks for completeness. Every error body carries its code, so a client can tell two answers of one
 * status apart (402: INSUFFICIENT_CREDITS or PAYMENT_DECLINED).
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
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
