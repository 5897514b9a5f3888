import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, successSchema } from '@amicus/contract/common/ids';
import { paymentMessages } from '@amicus/contract/payments/messages';
import {
  addCardBodySchema,
  paymentConfigResultSchema,
  processPaymentBodySchema,
  processPaymentResultSchema,
  savedCardListResultSchema,
  savedCardResultSchema,
} from '@amicus/contract/payments/schemas';
import { subscriptionMessages } from '@amicus/contract/subscriptions/messages';
import { userSubscriptionResultSchema } from '@amicus/contract/subscriptions/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { getActiveSubscription } from './subscriptions';
import { addCard, listCards, removeCard } from './cards';
import { processPayment } from './purchase';

/** Payments: the card form's configuration, saved cards, plan purchases and the user's subscription. */
export function paymentRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  const square = ctx.config.payments.square;
  const isSquare = ctx.payments.name === 'square';

  return async (app) => {
    app.get(
      '/payment/config',
      { onRequest: guards.requireUser, schema: { response: { 200: paymentConfigResultSchema } } },
      async () => ({
        success: true as const,
        provider: ctx.payments.name,
        applicationId: isSquare ? (square.applicationId ?? null) : null,
        locationId: isSquare ? (square.locationId ?? null) : null,
        environment: square.environment,
      }),
    );

    app.get(
      '/payment',
      { onRequest: guards.requireUser, schema: { response: { 200: savedCardListResultSchema } } },
      async (request) => ({ success: true as const, data: await listCards(ctx, currentUser(request).id) }),
    );

    app.post(
      '/payment',
      {
        onRequest: guards.requireUser,
        schema: { body: addCardBodySchema, response: { 201: savedCardResultSchema } },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: paymentMessages.cardAdded,
          data: await addCard(ctx, request.log, currentUser(request).id, request.body),
        }),
    );

    app.delete(
      '/payment/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: idParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await removeCard(ctx, request.log, currentUser(request).id, request.params.id);
        return { success: true as const, message: paymentMessages.cardRemoved };
      },
    );

    app.post(
      '/payment/process',
      {
        onRequest: guards.requireUser,
        schema: { body: processPaymentBodySchema, response: { 200: processPaymentResultSchema } },
      },
      async (request) => {
        const header = request.headers['idempotency-key'];
        const result = await processPayment(
          ctx,
          request.log,
          currentUser(request).id,
          request.body,
          Array.isArray(header) ? header[0] : header,
        );
        return { success: true as const, message: subscriptionMessages.activated, data: result };
      },
    );

    app.get(
      '/payment/user-subscription',
      { onRequest: guards.requireUser, schema: { response: { 200: userSubscriptionResultSchema } } },
      async (request) => ({
        success: true as const,
        data: await getActiveSubscription(ctx, currentUser(request).id),
      }),
    );
  };
}
