import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogResultSchema } from '@amicus/contract/admin/audit-log';
import type { AppContext } from '../../app-context';
import type { AuthGuards } from '../../http/authenticate';
import { listAuditLog } from './service';

export function auditLogRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/audit-log',
      {
        onRequest: guards.requireAdmin,
        schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResultSchema } },
      },
      async (request) => ({ success: true as const, ...(await listAuditLog(ctx, request.query)) }),
    );
  };
}
