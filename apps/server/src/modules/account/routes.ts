import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountExportResultSchema,
  accountMessages as m,
  deleteAccountBodySchema,
  deleteAccountResultSchema,
} from '@amicus/contract/account/data';
import { idSchema } from '@amicus/contract/common/ids';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import type { AppContext } from '../../app-context';
import { auditActorOf } from '../../domain/audit/audit-actor';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { accountServices } from './account-service';

const exportParamsSchema = z.object({ jobId: idSchema });

/** The signed-in user's own data: their archive, and the deletion of their account (issue 30 item 10). */
export function accountRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  const account = accountServices(ctx);
  return async (app) => {
    app.get(
      '/account/export',
      { onRequest: guards.requireUser, schema: { response: { 200: accountExportResultSchema } } },
      async (request) => ({
        success: true as const,
        export: await account.latestExport(currentUser(request).id),
      }),
    );

    app.post(
      '/account/export',
      { onRequest: guards.requireUser, schema: { response: { 202: jobAcceptedSchema } } },
      async (request, reply) =>
        reply.status(202).send({
          success: true as const,
          jobId: await account.startExport(currentUser(request).id),
        }),
    );

    app.get(
      '/account/export/:jobId/file',
      { onRequest: guards.requireUser, schema: { params: exportParamsSchema } },
      async (request, reply) => {
        const file = await account.exportFile(currentUser(request).id, request.params.jobId);
        return reply
          .header('Content-Type', 'application/zip')
          .header('Content-Length', file.size)
          .header('Content-Disposition', contentDisposition(file.fileName))
          .header('Cache-Control', 'private, no-store')
          .send(file.body);
      },
    );

    app.delete(
      '/account',
      {
        onRequest: guards.requireUser,
        schema: { body: deleteAccountBodySchema, response: { 200: deleteAccountResultSchema } },
      },
      async (request) => {
        await account.deleteAccount(currentUser(request).id, request.body.password, auditActorOf(request));
        return { success: true as const, message: m.deleted };
      },
    );
  };
}
