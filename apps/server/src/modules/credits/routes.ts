import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricesResultSchema } from '@amicus/contract/credits/prices';
import { creditsResultSchema } from '@amicus/contract/credits/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { creditBalance } from '../../domain/credits/balance';
import { currentPrices } from '../../domain/credits/work-price';

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

    // What a message and each kind of AI work cost now, shown before the user starts one (decision 006).
    app.get(
      '/credits/prices',
      { onRequest: guards.requireUser, schema: { response: { 200: pricesResultSchema } } },
      async () => ({ success: true as const, prices: await currentPrices(ctx.db, ctx.config) }),
    );
  };
}
