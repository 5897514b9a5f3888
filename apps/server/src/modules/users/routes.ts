import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, successSchema } from '@amicus/contract/common/ids';
import {
  adjustCreditsBodySchema,
  createUserBodySchema,
  updateUserBodySchema,
  userListResultSchema,
  userMessages,
  userResultSchema,
} from '@amicus/contract/users/admin-schemas';
import type { AppContext } from '../../app-context';
import type { AuthGuards } from '../../http/authenticate';
import { auditActorOf } from '../../domain/audit/audit-actor';
import { adjustCredits } from './credits';
import * as service from './service';

/**
 * The admin's user management: list, view, create, edit and delete users, and adjust their credits. Every
 * write is audited by the service, in its transaction.
 */
export function userRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  const admin = { onRequest: guards.requireAdmin };
  return async (app) => {
    app.get('/users', { ...admin, schema: { response: { 200: userListResultSchema } } }, async () => ({
      success: true as const,
      users: await service.listUsers(ctx),
    }));

    app.get(
      '/users/:id',
      { ...admin, schema: { params: idParamsSchema, response: { 200: userResultSchema } } },
      async (request) => ({ success: true as const, user: await service.getUser(ctx, request.params.id) }),
    );

    app.post(
      '/users',
      { ...admin, schema: { body: createUserBodySchema, response: { 201: userResultSchema } } },
      async (request, reply) => {
        const user = await service.createUser(ctx, auditActorOf(request), request.body);
        return reply.status(201).send({ success: true, message: userMessages.created, user });
      },
    );

    app.put(
      '/users/:id',
      {
        ...admin,
        schema: { params: idParamsSchema, body: updateUserBodySchema, response: { 200: userResultSchema } },
      },
      async (request) => ({
        success: true as const,
        message: userMessages.updated,
        user: await service.updateUser(ctx, auditActorOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/users/:id',
      { ...admin, schema: { params: idParamsSchema, response: { 200: successSchema } } },
      async (request) => {
        await service.deleteUser(ctx, auditActorOf(request), request.params.id);
        return { success: true as const, message: userMessages.deleted };
      },
    );

    app.post(
      '/users/:id/credits',
      {
        ...admin,
        schema: {
          params: idParamsSchema,
          body: adjustCreditsBodySchema,
          response: { 200: userResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: userMessages.creditsAdjusted,
        user: await adjustCredits(ctx, auditActorOf(request), request.params.id, request.body),
      }),
    );
  };
}
