import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sendMessageBodySchema,
  sendMessageResultSchema,
  stopReplyResultSchema,
} from '@amicus/contract/chats/schemas';
import { idParamsSchema } from '@amicus/contract/common/ids';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { toChatMessage } from './chat-dto';
import { latestReply, ownChat } from './own-chat';
import { openEventStream } from '../../http/event-stream';
import { followReply } from './replies/follow-reply';
import { settledAnswer, wantsEventStream } from './replies/reply-answer';
import { stopChatReply } from './replies/stop-reply';
import { openInitialReply, sendMessage } from './send-message';
import { chatMessages } from '@amicus/contract/chats/messages';
import { AppError } from '../../http/app-error';

/**
 * The routes of replies: sending a message (JSON, or an event stream when asked for one), the first reply,
 * attaching to the running reply, and Stop. Errors before the stream opens are ordinary JSON answers.
 */
export function replyRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { onRequest: guards.requireUser };

    app.post(
      '/chats/:id/messages',
      {
        ...user,
        schema: {
          params: idParamsSchema,
          body: sendMessageBodySchema,
          response: { 200: sendMessageResultSchema },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const { message, attachmentIds } = request.body;
        const sent = await sendMessage(ctx, userId, request.params.id, message, attachmentIds);
        if (wantsEventStream(request.headers.accept)) {
          await followReply(ctx, openEventStream(reply), sent.reply, userId);
          return reply;
        }
        const settled = await settledAnswer(ctx, sent.reply, userId);
        return {
          success: true as const,
          data: {
            userMessage: toChatMessage(sent.userMessage),
            reply: toChatMessage(settled.reply),
            credits: settled.credits,
          },
        };
      },
    );

    app.get(
      '/chats/:id/initial-message',
      { ...user, schema: { params: idParamsSchema } },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const initial = await openInitialReply(ctx, userId, request.params.id);
        await followReply(ctx, openEventStream(reply), initial, userId);
        return reply;
      },
    );

    app.get('/chats/:id/stream', { ...user, schema: { params: idParamsSchema } }, async (request, reply) => {
      const userId = currentUser(request).id;
      await ownChat(ctx.db, userId, request.params.id);
      const latest = await latestReply(ctx.db, request.params.id);
      if (!latest) throw new AppError('NOT_FOUND', chatMessages.noReplyYet);
      await followReply(ctx, openEventStream(reply), latest, userId);
      return reply;
    });

    app.post(
      '/chats/:id/stop',
      { ...user, schema: { params: idParamsSchema, response: { 200: stopReplyResultSchema } } },
      async (request) => ({
        success: true as const,
        data: toChatMessage(await stopChatReply(ctx, currentUser(request).id, request.params.id)),
      }),
    );
  };
}
