import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordingParamsSchema,
  transcriptExportFormats,
  transcriptExportQuerySchema,
} from '@amicus/contract/recordings/schemas';
import type { AppContext } from '../../app-context';
import { createExportPool } from '../../domain/letters/export/export-pool';
import { exportTranscriptText } from '../../domain/transcripts/transcript-text';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { downloadFileName } from '../../http/download-file-name';
import { transcriptDocument } from './transcript-export';

const CONTENT_TYPES = {
  txt: 'text/plain; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/**
 * Downloads of a recording's transcript, with its times and the user's corrections: plain text, or a Word file
 * rendered on an export thread as the letters are. Only the owner's.
 */
export function transcriptExportRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const exports = createExportPool();
    app.addHook('onClose', () => exports.close());

    for (const format of transcriptExportFormats) {
      app.get(
        `/recordings/:id/transcript.${format}`,
        {
          onRequest: guards.requireUser,
          schema: { params: recordingParamsSchema, querystring: transcriptExportQuerySchema },
        },
        async (request, reply) => {
          const transcript = await transcriptDocument(
            ctx.db,
            currentUser(request).id,
            request.params.id,
            request.query.timeZone,
          );
          const bytes =
            format === 'docx'
              ? await exports.renderTranscript(transcript)
              : Buffer.from(exportTranscriptText(transcript), 'utf8');
          return reply
            .header('Content-Type', CONTENT_TYPES[format])
            .header('Content-Length', bytes.length)
            .header(
              'Content-Disposition',
              contentDisposition(downloadFileName(`${transcript.title} - transcript`, format, 'transcript')),
            )
            .header('Cache-Control', 'private, no-store')
            .send(bytes);
        },
      );
    }
  };
}
