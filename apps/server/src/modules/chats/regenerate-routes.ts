import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editMessageBodySchema,
  editMessageParamsSchema,
  regenerateResultSchema,
} from '@amicus/contract/chats/regenerate';
import { sendMessageResultSchema } from '@amicus/contract/chats/schemas';
import { idParamsSchema } from '@amicus/contract/common/ids';
import type { AppContext } from '../../app-context';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { openEventStream } from '../../http/event-stream';
import { toChatMessage } from './chat-dto';
import { editLastMessage, regenerateReply } from './regenerate-reply';
import { followReply } from './replies/follow-reply';
import { settledAnswer, wantsEventStream } from './replies/reply-answer';

/**
 * Regenerate the last reply, and edit the user's last message (which regenerates the reply after it). Each is
 * charged as a new message and answers as sending does: an event stream when asked for one, else JSON once the
 * reply is done. Errors before the stream opens are ordinary JSON answers.
 */
export function regenerateRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { onRequest: guards.requireUser };

    app.post(
      '/chats/:id/regenerate',
      { ...user, schema: { params: idParamsSchema, response: { 200: regenerateResultSchema } } },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const started = await regenerateReply(ctx, userId, request.params.id);
        if (wantsEventStream(request.headers.accept)) {
          await followReply(ctx, openEventStream(reply), started, userId);
          return reply;
        }
        const settled = await settledAnswer(ctx, started, userId);
        return {
          success: true as const,
          data: { reply: toChatMessage(settled.reply), credits: settled.credits },
        };
      },
    );

    app.put(
      '/chats/:id/messages/:messageId',
      {
        ...user,
        schema: {
          params: editMessageParamsSchema,
          body: editMessageBodySchema,
          response: { 200: sendMessageResultSchema },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const { id, messageId } = request.params;
        const edited = await editLastMessage(ctx, userId, id, messageId, request.body.message);
        if (wantsEventStream(request.headers.accept)) {
          await followReply(ctx, openEventStream(reply), edited.reply, userId);
          return reply;
        }
        const settled = await settledAnswer(ctx, edited.reply, userId);
        return {
          success: true as const,
          data: {
            userMessage: toChatMessage(edited.userMessage),
            reply: toChatMessage(settled.reply),
            credits: settled.credits,
          },
        };
      },
    );
  };
}
