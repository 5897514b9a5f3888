import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sendMessageBodySchema,
  sendMessageResultSchema,
  stopReplyResultSchema,
} from '@amicus/contract/chats/schemas';
import { idParamsSchema } from '@amicus/contract/common/ids';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { creditBalance } from '../../domain/credits/balance';
import { toChatMessage } from './chat-dto';
import { latestReply, ownChat, readMessage } from './own-chat';
import { openEventStream } from '../../http/event-stream';
import { followReply } from './replies/follow-reply';
import { stopChatReply } from './replies/stop-reply';
import { openInitialReply, sendMessage } from './send-message';
import { chatMessages } from '@amicus/contract/chats/messages';
import { AppError } from '../../http/app-error';

const wantsEventStream = (accept: string | undefined) => accept?.includes('text/event-stream') ?? false;

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
        // The job runs here; the JSON answer waits for it (it completes even if this client leaves).
        await ctx.replies.completion(sent.reply.id);
        const [settled, credits] = await Promise.all([
          readMessage(ctx.db, sent.reply.id),
          creditBalance(ctx.db, userId),
        ]);
        // The provider failed, stalled or ran past the deadline: what arrived is kept in the chat, the credit
        // refunded.
        if (settled?.status === 'failed') {
          throw new AppError('UPSTREAM_FAILED', settled.error ?? chatMessages.replyFailed);
        }
        return {
          success: true as const,
          data: {
            userMessage: toChatMessage(sent.userMessage),
            reply: toChatMessage(settled ?? sent.reply),
            credits,
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
