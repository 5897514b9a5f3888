import type { FastifyServerOptions } from 'fastify';
import { describeError } from './describe-error';

/**
 * Request logs carry the path without its query string (reset links carry tokens there) and never a header
 * value; errors are logged through describeError, so no stack trace, SQL or secret reaches a log line.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      remove: true,
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Whatever logs an error object (Fastify itself, a plugin) gets the same safe description: no stack, no SQL.
      // (Fastify's type demands a `stack` field; it says the stack was left out on purpose.)
      err: (err: unknown) => ({ ...describeError(err), stack: 'omitted' }),
      // `{ error }` is how our code logs; a raw Error there would otherwise print its enumerable fields, and
      // Drizzle's query errors carry the SQL and its parameters in them.
      error: (error: unknown) => (error instanceof Error ? describeError(error) : error),
    },
  };
}
