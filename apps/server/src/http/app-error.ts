import type { ErrorCode, FieldError } from '@amicus/contract/common/errors';

/** The one error type services throw. Its code picks the HTTP status; its message reaches the client. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const statusOf = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_CREDITS: 402,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** The code of a framework error's status (a body too large, a bad content type), for its error body. */
export function codeOfStatus(status: number): ErrorCode {
  const known = (Object.keys(statusOf) as ErrorCode[]).find((code) => statusOf[code] === status);
  return known ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('BAD_REQUEST', message, errors ? { errors } : {});
