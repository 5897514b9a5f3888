import { create as contentDisposition } from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@amicus/contract/common/ids';
import {
  adminTrialListResultSchema,
  analyzeTrialFieldsSchema,
  analyzeTrialResultSchema,
  createTrialBodySchema,
  createTrialResultSchema,
  trialFileParamsSchema,
  trialListResultSchema,
  trialResultSchema,
  type TrialFileSide,
} from '@amicus/contract/trials/schemas';
import type { AppContext } from '../../app-context';
import { trialMessages } from '@amicus/contract/trials/messages';
import { notFound } from '../../http/app-error';
import { createUploadGate } from '../../http/upload-gate';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import { API_PREFIX } from '../../http/api-prefix';
import { trialAnalysisJob } from './analysis-job';
import { awaitTrialAnalysis, startTrialAnalysis } from './analysis-service';
import { readUploadedForm, type UploadedForm } from '../../http/multipart-upload';
import { createOfflineModelPool } from './offline/offline-model-pool';
import { submitTrial } from './submission-service';
import { findTrialFile, getTrial, listAllTrials, listUserTrials } from './trial-queries';

const prefersAsync = (prefer: string | string[] | undefined) =>
  [prefer ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .some((token) => token.trim().toLowerCase() === 'respond-async');

/**
 * Mock trials: submission, analysis, lists and file downloads. Like every guarded route, these check the
 * caller on request, before a multipart body is read, so nobody can make the server store uploads without
 * signing in.
 */
export function trialRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const runners = { reader: ctx.documentReader, offline: createOfflineModelPool() };
    app.addHook('onClose', () => runners.offline.close());
    const analysisJob = trialAnalysisJob(ctx, runners.offline);
    ctx.jobs.register(analysisJob);

    const uploads = createUploadGate<UploadedForm<TrialFileSide>>(app, {
      slots: ctx.uploadSlots,
      busyMessage: trialMessages.uploadsBusy,
    });
    /** Multipart forms: the text fields become the body (validated by the route's schema), files wait here. */
    const readForm = (sides: Record<string, TrialFileSide>) => (request: FastifyRequest) =>
      uploads.admit(request, () =>
        readUploadedForm(request, {
          sides,
          tempRoot: ctx.config.uploads.tempDir,
          tooManyFiles: (side, fileName) => trialMessages.tooManyFiles(side, fileName),
        }),
      );
    const filesOf = (request: FastifyRequest) => uploads.formOf(request)?.files ?? [];

    app.post(
      '/trials',
      {
        onRequest: guards.requireUser,
        preValidation: readForm({ files: 'case' }),
        schema: { body: createTrialBodySchema, response: { 201: createTrialResultSchema } },
      },
      async (request, reply) => {
        const result = await submitTrial(ctx, runners, {
          userId: currentUser(request).id,
          body: request.body,
          uploads: filesOf(request),
          log: request.log,
        });
        return reply.status(201).send(result);
      },
    );

    app.post(
      '/trials/analyze',
      {
        onRequest: guards.requireUser,
        preValidation: readForm({ plaintiffFiles: 'plaintiff', defendantFiles: 'defendant' }),
        schema: {
          body: analyzeTrialFieldsSchema,
          response: { 200: analyzeTrialResultSchema, 202: jobAcceptedSchema },
        },
      },
      async (request, reply) => {
        const jobId = await startTrialAnalysis(ctx, runners, analysisJob, {
          userId: currentUser(request).id,
          trialId: request.body.trialId,
          uploads: filesOf(request),
        });
        // RFC 7240: a client that asks not to wait gets the job to follow (GET /jobs/{id}, its events).
        if (prefersAsync(request.headers.prefer)) {
          return reply
            .status(202)
            .header('Preference-Applied', 'respond-async')
            .header('Location', `${API_PREFIX}/jobs/${jobId}`)
            .send({ success: true as const, jobId });
        }
        // Everyone else gets the answer the spec describes, once the job has written it.
        return reply.send(await awaitTrialAnalysis(ctx, jobId));
      },
    );

    app.get(
      '/trials/user',
      { onRequest: guards.requireUser, schema: { response: { 200: trialListResultSchema } } },
      async (request) => ({
        success: true as const,
        trials: await listUserTrials(ctx, currentUser(request).id),
      }),
    );

    app.get(
      '/trials/admin/all',
      { onRequest: guards.requireAdmin, schema: { response: { 200: adminTrialListResultSchema } } },
      async () => ({ success: true as const, trials: await listAllTrials(ctx) }),
    );

    app.get(
      '/trials/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: idParamsSchema, response: { 200: trialResultSchema } },
      },
      async (request) => ({
        success: true as const,
        trial: await getTrial(ctx, currentUser(request), request.params.id),
      }),
    );

    app.get(
      '/trials/:id/files/:fileId',
      { onRequest: guards.requireUser, schema: { params: trialFileParamsSchema } },
      async (request, reply) => {
        const file = await findTrialFile(ctx, currentUser(request), request.params.id, request.params.fileId);
        const stored = await ctx.storage.get(file.storageKey);
        if (!stored) throw notFound('File not found');
        return (
          reply
            .header(
              'Content-Type',
              file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType,
            )
            .header('Content-Length', stored.size)
            // Always a download, never rendered by the browser: the bytes are the user's, not ours.
            .header('Content-Disposition', contentDisposition(file.fileName))
            .header('Cache-Control', 'private, no-store')
            .send(stored.body)
        );
      },
    );
  };
}
