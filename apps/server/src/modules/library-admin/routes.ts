import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, and } from 'drizzle-orm';
import { idParamsSchema } from '@amicus/contract/common/ids';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import { libraryAdminMessages as m } from '@amicus/contract/library/admin-messages';
import {
  adminLibrarySourcesResultSchema,
  LIBRARY_IMPORT_JOB,
  libraryImportFieldsSchema,
  libraryImportsResultSchema,
  librarySourceResultSchema,
  updateLibrarySourceBodySchema,
  type LibraryImportEvent,
  libraryEmbeddingsResultSchema,
} from '@amicus/contract/library/admin-schemas';
import { successSchema } from '@amicus/contract/common/ids';
import { z } from 'zod';
import {
  problemBodySchema,
  problemListQuerySchema,
  problemListResultSchema,
  problemResultSchema,
} from '@amicus/contract/library/problem-schemas';
import type { AppContext } from '../../app-context';
import { listProblems } from '../../domain/library/problems/problem-queries';
import { jobs } from '../../db/schema/index';
import { auditActorOf } from '../../domain/audit/audit-actor';
import { API_PREFIX } from '../../http/api-prefix';
import { notFound } from '../../http/app-error';
import type { AuthGuards } from '../../http/authenticate';
import { describeError } from '../../http/describe-error';
import { openEventStream } from '../../http/event-stream';
import { watchJob } from '../../jobs/watch-job';
import { libraryEmbedJob } from './embed-job';
import { embeddingsStatus } from './embeddings-status';
import { libraryImportJob } from './import-job';
import { readImportUpload, type ImportUpload } from './import-upload';
import { recentImports, startImport, toLibraryImport } from './imports-service';
import { confirmProblem, createProblem, updateProblem } from './problems-service';
import { deleteSource, listSources, setSourceEnabled } from './sources-service';

const libraryImportResultSchema = z.object({
  success: z.literal(true),
  import: libraryImportsResultSchema.shape.imports.element,
});

/**
 * /admin/library/*: the legal library's sources (counts, enable or disable, delete) and imports of law
 * uploaded by an admin, each run as a job any admin can follow (GET …/imports/{id}/events) after a reload.
 */
export function libraryAdminRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  const admin = { onRequest: guards.requireAdmin };
  return async (app) => {
    const importJob = libraryImportJob(ctx);
    ctx.jobs.register(importJob);
    ctx.jobs.register(libraryEmbedJob(ctx));

    app.get(
      '/admin/library/problems',
      {
        ...admin,
        schema: { querystring: problemListQuerySchema, response: { 200: problemListResultSchema } },
      },
      async (request) => ({ success: true as const, data: await listProblems(ctx.db, request.query) }),
    );

    app.post(
      '/admin/library/problems',
      { ...admin, schema: { body: problemBodySchema, response: { 201: problemResultSchema } } },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          problem: await createProblem(ctx, auditActorOf(request), request.body),
        }),
    );

    app.patch(
      '/admin/library/problems/:id',
      {
        ...admin,
        schema: { params: idParamsSchema, body: problemBodySchema, response: { 200: problemResultSchema } },
      },
      async (request) => ({
        success: true as const,
        problem: await updateProblem(ctx, auditActorOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/admin/library/problems/:id/confirm',
      { ...admin, schema: { params: idParamsSchema, response: { 200: problemResultSchema } } },
      async (request) => ({
        success: true as const,
        problem: await confirmProblem(ctx, auditActorOf(request), request.params.id),
      }),
    );

    const uploads = new WeakMap<FastifyRequest, ImportUpload>();
    const release = async (request: FastifyRequest) => {
      const upload = uploads.get(request);
      if (!upload) return;
      uploads.delete(request);
      await upload.cleanup();
    };
    app.addHook('onResponse', release);

    const findImport = async (id: number) => {
      const [row] = await ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.kind, LIBRARY_IMPORT_JOB)));
      if (!row) throw notFound(m.importNotFound);
      return row;
    };

    app.post(
      '/admin/library/imports',
      {
        ...admin,
        // The files are streamed to disk here, after the admin check and before the fields are validated.
        preValidation: async (request) => {
          if (!request.isMultipart()) return;
          const upload = await readImportUpload(
            request,
            ctx.config.uploads.tempDir,
            ctx.config.library.importMaxBytes,
          );
          uploads.set(request, upload);
          // A field sent empty (a select left on its placeholder) is a field not sent.
          request.body = Object.fromEntries(
            Object.entries(upload.fields).filter(([, value]) => value.trim() !== ''),
          );
        },
        schema: {
          consumes: ['multipart/form-data'],
          body: libraryImportFieldsSchema,
          response: { 202: jobAcceptedSchema },
        },
      },
      async (request, reply) => {
        const { format, ...fields } = request.body;
        const jobId = await startImport(
          ctx,
          importJob,
          auditActorOf(request),
          { ...fields, format: format === 'auto' ? undefined : format },
          uploads.get(request)?.files ?? [],
        );
        return reply
          .status(202)
          .header('Location', `${API_PREFIX}/admin/library/imports/${jobId}`)
          .send({ success: true as const, jobId });
      },
    );

    app.get(
      '/admin/library/imports',
      { ...admin, schema: { response: { 200: libraryImportsResultSchema } } },
      async () => ({ success: true as const, imports: await recentImports(ctx) }),
    );

    app.get(
      '/admin/library/imports/:id',
      { ...admin, schema: { params: idParamsSchema, response: { 200: libraryImportResultSchema } } },
      async (request) => ({
        success: true as const,
        import: toLibraryImport(await findImport(request.params.id)),
      }),
    );

    app.get(
      '/admin/library/imports/:id/events',
      { ...admin, schema: { params: idParamsSchema } },
      async (request, reply) => {
        const row = await findImport(request.params.id);
        const stream = openEventStream<LibraryImportEvent>(reply);
        const watch = watchJob(ctx.db, ctx.jobs, row.id, (changed) =>
          stream.send({ import: toLibraryImport(changed) }),
        );
        stream.onClose(watch.stop);
        watch.done.then(
          () => stream.end(),
          (error: unknown) => {
            request.log.warn({ error: describeError(error) }, 'following a library import failed');
            stream.end();
          },
        );
        return reply;
      },
    );

    app.get(
      '/admin/library/embeddings',
      { ...admin, schema: { response: { 200: libraryEmbeddingsResultSchema } } },
      async () => ({ success: true as const, embeddings: await embeddingsStatus(ctx) }),
    );

    app.get(
      '/admin/library/sources',
      { ...admin, schema: { response: { 200: adminLibrarySourcesResultSchema } } },
      async () => ({ success: true as const, sources: await listSources(ctx) }),
    );

    app.patch(
      '/admin/library/sources/:id',
      {
        ...admin,
        schema: {
          params: idParamsSchema,
          body: updateLibrarySourceBodySchema,
          response: { 200: librarySourceResultSchema },
        },
      },
      async (request) => {
        const source = await setSourceEnabled(
          ctx,
          auditActorOf(request),
          request.params.id,
          request.body.enabled,
        );
        return {
          success: true as const,
          message: source.enabled ? m.enabled(source.title) : m.disabled(source.title),
          source,
        };
      },
    );

    app.delete(
      '/admin/library/sources/:id',
      { ...admin, schema: { params: idParamsSchema, response: { 200: successSchema } } },
      async (request) => {
        const deleted = await deleteSource(ctx, auditActorOf(request), request.params.id);
        return { success: true as const, message: m.deleted(deleted.title) };
      },
    );
  };
}
