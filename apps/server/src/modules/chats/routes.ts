import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessages } from '@amicus/contract/chats/messages';
import {
  chatHistoryQuerySchema,
  chatHistoryResultSchema,
  chatListResultSchema,
  chatMessagesResultSchema,
  chatResultSchema,
  createChatBodySchema,
  createChatResultSchema,
  renameChatBodySchema,
  renameChatResultSchema,
} from '@amicus/contract/chats/schemas';
import { idParamsSchema, successSchema } from '@amicus/contract/common/ids';
import { paginationQuerySchema } from '@amicus/contract/common/pagination';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { attachmentRoutes } from './attachments/attachment-routes';
import { chatExportRoutes } from './export/export-routes';
import { chatHistory } from './history';
import { regenerateRoutes } from './regenerate-routes';
import { replyRoutes } from './reply-routes';
import * as chats from './service';

export function chatRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { onRequest: guards.requireUser };

    app.post(
      '/chats',
      { ...user, schema: { body: createChatBodySchema, response: { 201: createChatResultSchema } } },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await chats.createChat(ctx, currentUser(request).id, request.body),
        }),
    );

    app.get(
      '/chats',
      { ...user, schema: { querystring: paginationQuerySchema, response: { 200: chatListResultSchema } } },
      async (request) => ({
        success: true as const,
        ...(await chats.listChats(ctx, currentUser(request).id, request.query.page, request.query.limit)),
      }),
    );

    app.get(
      '/chats/history',
      {
        ...user,
        schema: { querystring: chatHistoryQuerySchema, response: { 200: chatHistoryResultSchema } },
      },
      async (request) => ({
        success: true as const,
        ...(await chatHistory(ctx, currentUser(request).id, request.query)),
      }),
    );

    app.get(
      '/chats/:id',
      { ...user, schema: { params: idParamsSchema, response: { 200: chatResultSchema } } },
      async (request) => ({
        success: true as const,
        data: await chats.getChat(ctx, currentUser(request).id, request.params.id),
      }),
    );

    app.get(
      '/chats/:id/messages',
      { ...user, schema: { params: idParamsSchema, response: { 200: chatMessagesResultSchema } } },
      async (request) => ({
        success: true as const,
        ...(await chats.listMessages(ctx, currentUser(request).id, request.params.id)),
      }),
    );

    app.put(
      '/chats/:id',
      {
        ...user,
        schema: {
          params: idParamsSchema,
          body: renameChatBodySchema,
          response: { 200: renameChatResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: chatMessages.chatRenamedBody,
        data: await chats.renameChat(ctx, currentUser(request).id, request.params.id, request.body.title),
      }),
    );

    app.delete(
      '/chats/:id',
      { ...user, schema: { params: idParamsSchema, response: { 200: successSchema } } },
      async (request) => {
        await chats.deleteChat(ctx, currentUser(request).id, request.params.id);
        return { success: true as const, message: chatMessages.chatDeletedBody };
      },
    );

    await app.register(replyRoutes(ctx, guards));
    await app.register(regenerateRoutes(ctx, guards));
    await app.register(chatExportRoutes(ctx, guards));
    await app.register(attachmentRoutes(ctx, guards));
  };
}
