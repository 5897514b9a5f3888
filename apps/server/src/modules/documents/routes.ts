import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@amicus/contract/common/ids';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import {
  createDocumentBodySchema,
  documentListResultSchema,
  documentParamsSchema,
  documentResultSchema,
  patchDocumentBodySchema,
  restoredResultSchema,
  saveAnswersBodySchema,
  saveBodySchema,
  versionParamsSchema,
  versionResultSchema,
  versionsResultSchema,
} from '@amicus/contract/documents/schemas';
import {
  adminTemplateResultSchema,
  adminTemplatesResultSchema,
  suggestedTemplateQuerySchema,
  suggestedTemplateResultSchema,
  templateCatalogueResultSchema,
  templateSlugParamsSchema,
  updateTemplateBodySchema,
} from '@amicus/contract/documents/templates';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import type { AppContext } from '../../app-context';
import { auditActorOf } from '../../domain/audit/audit-actor';
import { API_PREFIX } from '../../http/api-prefix';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { chatFacts, findOwnChat } from './chat-facts';
import { documentView, findOwnDocument, listDocuments } from './document-queries';
import { createDocument, deleteDocument, renameDocument, saveAnswers } from './documents-service';
import { documentDraftJob } from './draft-job';
import { documentExportRoutes } from './export-routes';
import { startDraft } from './drafting-service';
import { suggestedTemplate } from './template-suggestion';
import { listVersions, readVersion, restoreVersion, saveBody } from './versions-service';
import {
  adminTemplates,
  createTemplateCatalogue,
  enabledTemplates,
  setTemplateEnabled,
  type TemplateCatalogue,
} from './template-catalogue';

/**
 * Documents (issue 18): the template catalogue, a document's guided interview, its draft (a job) and its versions.
 * Each document is its owner's alone: anyone else's answers 404. The templates are read and checked here, at
 * start-up: a bad file stops the server with the file and the field named.
 */
export function documentRoutes(
  ctx: AppContext,
  guards: AuthGuards,
  catalogue: TemplateCatalogue = createTemplateCatalogue(),
): FastifyPluginAsyncZod {
  return async (app) => {
    const drafting = documentDraftJob(ctx, catalogue);
    ctx.jobs.register(drafting);
    await app.register(documentExportRoutes(ctx, guards, catalogue));
    const user = { onRequest: guards.requireUser };
    const admin = { onRequest: guards.requireAdmin };

    app.get(
      '/document-templates',
      { ...user, schema: { response: { 200: templateCatalogueResultSchema } } },
      async () => ({
        success: true as const,
        templates: await enabledTemplates(ctx.db, catalogue),
        documentsLimitMessage: m.documentsLimitNote,
      }),
    );

    app.get(
      '/document-templates/suggested',
      {
        ...user,
        schema: {
          querystring: suggestedTemplateQuerySchema,
          response: { 200: suggestedTemplateResultSchema },
        },
      },
      async (request) => {
        const chat = await findOwnChat(ctx.db, currentUser(request).id, request.query.chat);
        const facts = await chatFacts(ctx.db, chat);
        const templates = await enabledTemplates(ctx.db, catalogue);
        const texts = facts.texts.map((entry) => entry.text);
        return { success: true as const, slug: suggestedTemplate(templates, { area: facts.area, texts }) };
      },
    );

    app.get(
      '/admin/document-templates',
      { ...admin, schema: { response: { 200: adminTemplatesResultSchema } } },
      async () => ({ success: true as const, templates: await adminTemplates(ctx.db, catalogue) }),
    );

    app.patch(
      '/admin/document-templates/:slug',
      {
        ...admin,
        schema: {
          params: templateSlugParamsSchema,
          body: updateTemplateBodySchema,
          response: { 200: adminTemplateResultSchema },
        },
      },
      async (request) => {
        const template = await setTemplateEnabled(
          ctx,
          auditActorOf(request),
          catalogue,
          request.params.slug,
          request.body.enabled,
        );
        return {
          success: true as const,
          message: template.enabled ? m.templateEnabled(template.title) : m.templateDisabled(template.title),
          template,
        };
      },
    );

    app.post(
      '/documents',
      { ...user, schema: { body: createDocumentBodySchema, response: { 201: documentResultSchema } } },
      async (request, reply) => {
        const document = await createDocument(ctx, catalogue, currentUser(request).id, request.body);
        return reply.status(201).send({ success: true as const, document });
      },
    );

    app.get(
      '/documents',
      { ...user, schema: { response: { 200: documentListResultSchema } } },
      async (request) => ({
        success: true as const,
        documents: await listDocuments(ctx.db, currentUser(request).id),
      }),
    );

    app.get(
      '/documents/:id',
      { ...user, schema: { params: documentParamsSchema, response: { 200: documentResultSchema } } },
      async (request) => {
        const row = await findOwnDocument(ctx.db, currentUser(request).id, request.params.id);
        return { success: true as const, document: await documentView(ctx.db, catalogue, row) };
      },
    );

    app.patch(
      '/documents/:id',
      {
        ...user,
        schema: {
          params: documentParamsSchema,
          body: patchDocumentBodySchema,
          response: { 200: documentResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        document: await renameDocument(
          ctx,
          catalogue,
          currentUser(request).id,
          request.params.id,
          request.body.title,
        ),
      }),
    );

    app.patch(
      '/documents/:id/answers',
      {
        ...user,
        schema: {
          params: documentParamsSchema,
          body: saveAnswersBodySchema,
          response: { 200: documentResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        document: await saveAnswers(ctx, catalogue, currentUser(request).id, request.params.id, request.body),
      }),
    );

    app.post(
      '/documents/:id/draft',
      { ...user, schema: { params: documentParamsSchema, response: { 202: jobAcceptedSchema } } },
      async (request, reply) => {
        const jobId = await startDraft(ctx, catalogue, drafting, currentUser(request).id, request.params.id);
        return reply
          .status(202)
          .header('Location', `${API_PREFIX}/jobs/${jobId}`)
          .send({ success: true as const, jobId });
      },
    );

    app.put(
      '/documents/:id/body',
      {
        ...user,
        schema: {
          params: documentParamsSchema,
          body: saveBodySchema,
          response: { 200: documentResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        document: await saveBody(ctx, catalogue, currentUser(request).id, request.params.id, request.body),
      }),
    );

    app.get(
      '/documents/:id/versions',
      { ...user, schema: { params: documentParamsSchema, response: { 200: versionsResultSchema } } },
      async (request) => ({
        success: true as const,
        versions: await listVersions(ctx, currentUser(request).id, request.params.id),
      }),
    );

    app.get(
      '/documents/:id/versions/:n',
      { ...user, schema: { params: versionParamsSchema, response: { 200: versionResultSchema } } },
      async (request) => ({
        success: true as const,
        version: await readVersion(ctx, currentUser(request).id, request.params.id, request.params.n),
      }),
    );

    app.post(
      '/documents/:id/versions/:n/restore',
      { ...user, schema: { params: versionParamsSchema, response: { 200: restoredResultSchema } } },
      async (request) => ({
        success: true as const,
        message: m.restored(request.params.n),
        document: await restoreVersion(
          ctx,
          catalogue,
          currentUser(request).id,
          request.params.id,
          request.params.n,
        ),
      }),
    );

    app.delete(
      '/documents/:id',
      { ...user, schema: { params: documentParamsSchema, response: { 200: successSchema } } },
      async (request) => {
        await deleteDocument(ctx, currentUser(request).id, request.params.id);
        return { success: true as const, message: m.deleted };
      },
    );
  };
}
