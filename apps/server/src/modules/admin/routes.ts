import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsResultSchema } from '@amicus/contract/admin/stats';
import {
  chatIdParamsSchema,
  chatMessagesAdminResultSchema,
  chatUsersQuerySchema,
  chatUsersResultSchema,
  userChatsResultSchema,
  userIdParamsSchema,
} from '@amicus/contract/admin/chats';
import {
  adminSettingsMessages,
  adminSettingsResultSchema,
  updateAdminSettingsBodySchema,
} from '@amicus/contract/admin/settings';
import type { AppContext } from '../../app-context';
import type { AuthGuards } from '../../http/authenticate';
import { auditActorOf } from '../../domain/audit/audit-actor';
import { chatMessagesForAdmin, listChatUsers, listUserChats } from './chats-service';
import { getAdminSettings, updateAdminSettings } from './settings-service';
import { adminStats } from './stats-service';

/** /admin/*: the dashboard figures, chat access and server-wide settings, for admins only. */
export function adminRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  const admin = { onRequest: guards.requireAdmin };
  return async (app) => {
    app.get(
      '/admin/stats',
      { ...admin, schema: { response: { 200: adminStatsResultSchema } } },
      async () => ({
        success: true as const,
        data: { stats: await adminStats(ctx) },
      }),
    );

    app.get(
      '/admin/chats/users',
      { ...admin, schema: { querystring: chatUsersQuerySchema, response: { 200: chatUsersResultSchema } } },
      async (request) => ({
        success: true as const,
        ...(await listChatUsers(ctx, request.query.page, request.query.limit)),
      }),
    );

    app.get(
      '/admin/chats/users/:userId/chats',
      { ...admin, schema: { params: userIdParamsSchema, response: { 200: userChatsResultSchema } } },
      async (request) => ({ success: true as const, ...(await listUserChats(ctx, request.params.userId)) }),
    );

    app.get(
      '/admin/chats/:chatId/messages',
      { ...admin, schema: { params: chatIdParamsSchema, response: { 200: chatMessagesAdminResultSchema } } },
      async (request) => ({
        success: true as const,
        ...(await chatMessagesForAdmin(ctx, request.params.chatId)),
      }),
    );

    app.get(
      '/admin/settings',
      { ...admin, schema: { response: { 200: adminSettingsResultSchema } } },
      async () => ({ success: true as const, ...(await getAdminSettings(ctx)) }),
    );

    app.put(
      '/admin/settings',
      {
        ...admin,
        schema: { body: updateAdminSettingsBodySchema, response: { 200: adminSettingsResultSchema } },
      },
      async (request) => ({
        success: true as const,
        message: adminSettingsMessages.saved,
        ...(await updateAdminSettings(ctx, auditActorOf(request), request.body)),
      }),
    );
  };
}
