import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    });
  };
}
