import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@amicus/contract/common/ids';
import { planMessages } from '@amicus/contract/plans/messages';
import {
  createPlanBodySchema,
  deletePlanResultSchema,
  planListResultSchema,
  planResultSchema,
  updatePlanBodySchema,
} from '@amicus/contract/plans/schemas';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { auditActorOf } from '../../domain/audit/audit-actor';
import * as plansService from './service';

/** Plans: everyone signed in reads the plans on sale; admins read all and create, edit and delete them. */
export function planRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    // The spec calls GET /subscription/ with its trailing slash; both spellings answer.
    for (const url of ['/subscription', '/subscription/']) {
      app.get(
        url,
        { onRequest: guards.requireUser, schema: { response: { 200: planListResultSchema } } },
        async (request) => {
          const list = await plansService.listPlans(ctx, currentUser(request).role === 'admin');
          return { success: true as const, data: list, plans: list };
        },
      );
    }

    app.get(
      '/subscription/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: idParamsSchema, response: { 200: planResultSchema } },
      },
      async (request) => ({
        success: true as const,
        data: await plansService.getPlan(ctx, request.params.id, currentUser(request).role === 'admin'),
      }),
    );

    app.post(
      '/subscription',
      {
        onRequest: guards.requireAdmin,
        schema: { body: createPlanBodySchema, response: { 201: planResultSchema } },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: planMessages.created,
          data: await plansService.createPlan(ctx, auditActorOf(request), request.body),
        }),
    );

    app.put(
      '/subscription/:id',
      {
        onRequest: guards.requireAdmin,
        schema: { params: idParamsSchema, body: updatePlanBodySchema, response: { 200: planResultSchema } },
      },
      async (request) => ({
        success: true as const,
        message: planMessages.updated,
        data: await plansService.updatePlan(ctx, auditActorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/subscription/:id',
      {
        onRequest: guards.requireAdmin,
        schema: { params: idParamsSchema, response: { 200: deletePlanResultSchema } },
      },
      async (request) => {
        const result = await plansService.deletePlan(ctx, auditActorOf(request), request.params.id);
        return {
          success: true as const,
          message: result.deleted ? planMessages.deleted : planMessages.deactivated,
          data: result,
        };
      },
    );
  };
}
