import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditsResultSchema } from '@amicus/contract/credits/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { creditBalance } from '../../domain/credits/balance';

export function creditsRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/credits',
      { onRequest: guards.requireUser, schema: { response: { 200: creditsResultSchema } } },
      async (request) => ({
        success: true as const,
        credits: await creditBalance(ctx.db, currentUser(request).id),
      }),
    );
  };
}
