import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@amicus/contract/common/errors';
import { messages } from '@amicus/contract/common/messages';
import type { AppContext } from '../../app-context';
import { describeError } from '../../http/describe-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../http/error-handler';

/**
 * How long GET /health waits for the database's `select 1`. Short, so a load balancer's probe gets an answer
 * well within its own timeout even when the database or the pool is stalled.
 */
const DATABASE_PING_DEADLINE_MS = 2_000;

const upSchema = z.object({ status: z.literal('ok') });
const unavailableSchema = errorBodySchema.extend({ status: z.literal('unavailable') });

/** Resolves when the database answered in time; rejects when it failed or the deadline passed first. */
async function pingDatabase(ctx: AppContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database ping deadline passed')), DATABASE_PING_DEADLINE_MS);
  });
  try {
    await Promise.race([ctx.db.execute(sql`select 1`), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health is the readiness answer a load balancer uses: 200 `{ status: 'ok' }` when the database answers,
 * 503 `{ status: 'unavailable', … }` with Retry-After when it does not (refused, failing, or slower than the
 * ping deadline). GET /health/live says only that the process serves HTTP, for a supervisor that restarts
 * processes: a database outage is no reason to restart the server.
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { response: { 200: upSchema, 503: unavailableSchema } } },
      async (request, reply) => {
        try {
          await pingDatabase(ctx);
          return { status: 'ok' as const };
        } catch (error) {
          request.log.warn({ error: describeError(error) }, 'health: database unavailable');
          return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({
            success: false,
            code: 'UNAVAILABLE',
            message: messages.http.unavailable,
            status: 'unavailable',
          });
        }
      },
    );
    app.get('/health/live', { schema: { response: { 200: upSchema } } }, async () => ({
      status: 'ok' as const,
    }));
  };
}
