import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@amicus/contract/common/ids';
import { subscriptionMessages } from '@amicus/contract/subscriptions/messages';
import {
  allSubscriptionsQuerySchema,
  directSubscribeBodySchema,
  subscriptionListResultSchema,
  subscriptionResultSchema,
  userSubscriptionsResultSchema,
} from '@amicus/contract/subscriptions/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { adminAuditOf } from '../../domain/audit/audit-actor';
import * as subscriptionsService from './subscriptions';

/** Subscriptions: start without a charge, cancel, and the admins' lists. */
export function subscriptionRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/subscription/sub',
      {
        onRequest: guards.requireUser,
        schema: { body: directSubscribeBodySchema, response: { 201: subscriptionResultSchema } },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: subscriptionMessages.activated,
          data: await subscriptionsService.directSubscribe(
            ctx,
            currentUser(request),
            adminAuditOf(request),
            request.body,
          ),
        }),
    );

    app.delete(
      '/subscription/unsub/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: idParamsSchema, response: { 200: subscriptionResultSchema } },
      },
      async (request) => ({
        success: true as const,
        message: subscriptionMessages.cancelled,
        data: await subscriptionsService.cancelSubscription(
          ctx,
          currentUser(request),
          adminAuditOf(request),
          request.params.id,
        ),
      }),
    );

    app.get(
      '/subscription/all',
      {
        onRequest: guards.requireAdmin,
        schema: { querystring: allSubscriptionsQuerySchema, response: { 200: subscriptionListResultSchema } },
      },
      async (request) => ({
        success: true as const,
        ...(await subscriptionsService.listAllSubscriptions(ctx, request.query)),
      }),
    );

    app.get(
      '/subscription/subscriptions/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: idParamsSchema, response: { 200: userSubscriptionsResultSchema } },
      },
      async (request) => ({
        success: true as const,
        data: await subscriptionsService.listUserSubscriptions(ctx, currentUser(request), request.params.id),
      }),
    );
  };
}
