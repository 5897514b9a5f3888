import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatExportFormats, chatExportQuerySchema } from '@amicus/contract/chats/export';
import { idParamsSchema } from '@amicus/contract/common/ids';
import type { AppContext } from '../../../app-context';
import { chatMarkdown } from '../../../domain/chat-export/chat-markdown';
import { createExportPool } from '../../../domain/letters/export/export-pool';
import { currentUser, type AuthGuards } from '../../../http/authenticate';
import { chatTranscript } from './chat-transcript';
import { chatExportFileName } from './export-file-name';

const TYPES = { md: 'text/markdown; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * Downloads of a chat (owner only; another user's chat is a 404): the conversation as Markdown, or as a PDF
 * rendered on the letters' export threads, named from the chat's title.
 */
export function chatExportRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const exports = createExportPool();
    app.addHook('onClose', () => exports.close());

    for (const format of chatExportFormats) {
      app.get(
        `/chats/:id/export.${format}`,
        {
          onRequest: guards.requireUser,
          schema: { params: idParamsSchema, querystring: chatExportQuerySchema },
        },
        async (request, reply) => {
          const transcript = await chatTranscript(
            ctx,
            currentUser(request).id,
            request.params.id,
            request.query.timeZone,
          );
          const bytes =
            format === 'md'
              ? Buffer.from(chatMarkdown(transcript), 'utf8')
              : await exports.renderChatPdf(transcript);
          return reply
            .header('Content-Type', TYPES[format])
            .header('Content-Length', bytes.length)
            .header('Content-Disposition', contentDisposition(chatExportFileName(transcript.title, format)))
            .header('Cache-Control', 'private, no-store')
            .send(bytes);
        },
      );
    }
  };
}
