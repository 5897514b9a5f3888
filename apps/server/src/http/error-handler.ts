import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@amicus/contract/common/errors';
import { messages } from '@amicus/contract/common/messages';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError, codeOfStatus, statusOf } from './app-error';
import { describeError } from './describe-error';
import { drainOversizedBody } from './drain-oversized-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 on this route says instead of the generic text (e.g. the avatar upload names the image). */
    tooLargeMessage?: string;
  }
}

/** Safe messages for framework errors by status; the framework's own texts are not shown as they are. */
const frameworkMessages: Record<number, string> = {
  400: messages.http.badRequest,
  404: messages.http.notFound,
  413: messages.http.tooLarge,
  415: 'This content type is not supported',
  429: 'Too many requests. Please try again later.',
};

function frameworkMessage(error: FastifyError, status: number, tooLargeMessage: string | undefined): string {
  if (status === 413 && tooLargeMessage) return tooLargeMessage;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body is required';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return 'Request body is not valid JSON';
  return frameworkMessages[status] ?? messages.http.badRequest;
}

/** How long a client is asked to wait when the database is unavailable: a lock or a restart often passes by then. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const internalError: ErrorBody = { success: false, code: 'INTERNAL', message: messages.http.internal };

/**
 * One error handler: AppError and validation errors become `{ success: false, code, message, errors? }` with their
 * status; a database that is unavailable or timed out is a 503 with Retry-After; anything unexpected is a 500
 * whose detail is logged (without stack or SQL) and never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 413 || (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE'))
      drainOversizedBody(request, reply);
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.details.headers ?? {})) reply.header(name, value);
      const body: ErrorBody = { success: false, code: error.code, message: error.message };
      if (error.details.errors) body.errors = error.details.errors;
      const status = statusOf[error.code];
      if (status >= 500) request.log.error({ error: describeError(error.cause ?? error) }, 'request failed');
      return reply.status(status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'is not valid',
      }));
      return reply.status(400).send({
        success: false,
        code: 'BAD_REQUEST',
        message: errors[0]?.message ?? messages.http.badRequest,
        errors,
      } satisfies ErrorBody);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ error: describeError(error) }, 'response did not match its schema');
      return reply.status(500).send(internalError);
    }

    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      // Framework errors (bad JSON, body too large, multipart limits): a fixed, safe message.
      const message = frameworkMessage(error, status, request.routeOptions.config.tooLargeMessage);
      return reply
        .status(status)
        .send({ success: false, code: codeOfStatus(status), message } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: describeError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          success: false,
          code: 'UNAVAILABLE',
          message: messages.http.unavailable,
        } satisfies ErrorBody);
    }
    request.log.error({ error: describeError(error) }, 'unexpected error');
    return reply.status(500).send(internalError);
  });
}
