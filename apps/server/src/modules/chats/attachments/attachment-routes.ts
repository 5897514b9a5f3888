import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatAttachmentListResultSchema,
  chatAttachmentMessages,
  chatAttachmentParamsSchema,
  uploadChatAttachmentsResultSchema,
} from '@amicus/contract/chats/attachments';
import { uploadMessages } from '@amicus/contract/common/upload-messages';
import { idParamsSchema, successSchema } from '@amicus/contract/common/ids';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { currentUser, type AuthGuards } from '../../../http/authenticate';
import { readUploadedForm, type UploadedForm } from '../../../http/multipart-upload';
import { createUploadGate } from '../../../http/upload-gate';
import { listAttachments, removeAttachment, uploadAttachments } from './attachment-service';

/**
 * Files attached to a chat: upload (multipart, field `files`), list and remove. The caller is checked on
 * request, before a multipart body is read; another user's chat answers 404.
 */
export function attachmentRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { onRequest: guards.requireUser };
    const reader = ctx.documentReader;
    const uploads = createUploadGate<UploadedForm>(app, {
      slots: ctx.uploadSlots,
      busyMessage: uploadMessages.uploadsBusy,
    });

    app.post(
      '/chats/:id/attachments',
      {
        ...user,
        preValidation: (request) =>
          uploads.admit(request, () =>
            readUploadedForm(request, {
              sides: { files: 'chat' },
              tempRoot: ctx.config.uploads.tempDir,
              tooManyFiles: (_side, fileName) => chatAttachmentMessages.tooManyAttachments(fileName),
            }),
          ),
        schema: {
          params: idParamsSchema,
          body: z.object({}).optional(),
          response: { 201: uploadChatAttachmentsResultSchema },
        },
      },
      async (request, reply) => {
        const result = await uploadAttachments(ctx, reader, {
          userId: currentUser(request).id,
          chatId: request.params.id,
          uploads: uploads.formOf(request)?.files ?? [],
        });
        const message =
          result.added.length === 0
            ? chatAttachmentMessages.alreadyAttached
            : chatAttachmentMessages.uploaded(result.added.length);
        return reply.status(201).send({ success: true as const, message, ...result });
      },
    );

    app.get(
      '/chats/:id/attachments',
      { ...user, schema: { params: idParamsSchema, response: { 200: chatAttachmentListResultSchema } } },
      async (request) => ({
        success: true as const,
        data: await listAttachments(ctx, currentUser(request).id, request.params.id),
      }),
    );

    app.delete(
      '/chats/:id/attachments/:attachmentId',
      { ...user, schema: { params: chatAttachmentParamsSchema, response: { 200: successSchema } } },
      async (request) => {
        const removed = await removeAttachment(
          ctx,
          currentUser(request).id,
          request.params.id,
          request.params.attachmentId,
        );
        return { success: true as const, message: chatAttachmentMessages.removed(removed.fileName) };
      },
    );
  };
}
