import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { letterSchema, type Letter } from '@amicus/contract/documents/letter';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import { documentParamsSchema } from '@amicus/contract/documents/schemas';
import type { StoredAnswers } from '@amicus/contract/documents/schemas';
import type { DocumentTemplate } from '@amicus/contract/documents/templates';
import type { AppContext } from '../../app-context';
import { createExportPool } from '../../domain/letters/export/export-pool';
import { AppError } from '../../http/app-error';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { downloadFileName } from '../../http/download-file-name';
import { findOwnDocument, latestVersion } from './document-queries';
import { letterParts } from './render-letter';
import { templateOf, type TemplateCatalogue } from './template-catalogue';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The letter's date as the export wants it (YYYY-MM-DD): the answer its template's date names, else today. The
 * printed date kept with the document is for reading, not for parsing back.
 */
function letterDate(template: DocumentTemplate, answers: StoredAnswers, today: Date): string {
  const field = /^\{\{\s*([^}\s]+)\s*\}\}$/.exec(template.letter.date.trim())?.[1];
  const value = field ? answers[field]?.value : undefined;
  return typeof value === 'string' && ISO_DATE.test(value) ? value : today.toISOString().slice(0, 10);
}

/** "Return of my deposit: 900 Park Rd" → "Return of my deposit- 900 Park Rd.docx": a name every OS can save. */
export function exportFileName(title: string, extension: 'docx' | 'pdf'): string {
  return downloadFileName(title, extension, 'letter');
}

/**
 * Downloads of a drafted document: the letter built from its answers and its current body, as DOCX
 * or PDF, rendered on worker threads. Only the owner's; before the draft there is nothing to export (409 with the editor's message).
 */
export function documentExportRoutes(
  ctx: AppContext,
  guards: AuthGuards,
  catalogue: TemplateCatalogue,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Rendering is CPU work (about a second for a DOCX at the rich-text ceiling): it runs on the pool's threads.
    const exports = createExportPool();
    app.addHook('onClose', () => exports.close());

    async function letterOf(userId: number, id: number): Promise<{ letter: Letter; title: string }> {
      const row = await findOwnDocument(ctx.db, userId, id);
      const version = await latestVersion(ctx.db, row.id);
      if (!version) throw new AppError('CONFLICT', m.notDraftedYet);
      const template = templateOf(catalogue, row.templateSlug);
      const parts = letterParts(template, row.answers);
      const parsed = letterSchema.safeParse({
        sender: parts.sender,
        recipient: parts.recipient,
        date: letterDate(template, row.answers, ctx.clock.now()),
        subject: parts.subject,
        body: version.body,
        closing: parts.closing || undefined,
        signatureName: parts.signatureName,
        // Footnoted in the DOCX, listed after the signature in the PDF.
        sources: (row.sources ?? []).map(({ n, citation, heading, sourceTitle, asOf }) => ({
          n,
          citation,
          heading,
          sourceTitle,
          asOf,
        })),
      });
      if (!parsed.success) {
        throw new AppError('CONFLICT', m.exportIncomplete(parsed.error.issues[0]?.message ?? ''));
      }
      return { letter: parsed.data, title: row.title };
    }

    for (const format of ['docx', 'pdf'] as const) {
      app.get(
        `/documents/:id/export.${format}`,
        { onRequest: guards.requireUser, schema: { params: documentParamsSchema } },
        async (request, reply) => {
          const { letter, title } = await letterOf(currentUser(request).id, request.params.id);
          const bytes = await exports.render(format, letter);
          return reply
            .header('Content-Type', format === 'docx' ? DOCX_TYPE : 'application/pdf')
            .header('Content-Length', bytes.length)
            .header('Content-Disposition', contentDisposition(exportFileName(title, format)))
            .header('Cache-Control', 'private, no-store')
            .send(bytes);
        },
      );
    }
  };
}
