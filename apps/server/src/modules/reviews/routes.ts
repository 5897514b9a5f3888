import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEW_MAX_FILE_BYTES,
  rerunReviewBodySchema,
  reviewAcceptedSchema,
  reviewListResponseSchema,
  reviewParamsSchema,
  reviewPlaceSchema,
  reviewResultResponseSchema,
} from '@amicus/contract/documents/review';
import { reviewMessages as m } from '@amicus/contract/documents/review-messages';
import { successSchema } from '@amicus/contract/common/ids';
import type { AppContext } from '../../app-context';
import { API_PREFIX } from '../../http/api-prefix';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { readSingleFileForm, type SingleFileForm } from '../../http/single-file-form';
import { createUploadGate } from '../../http/upload-gate';
import { toJob } from '../../jobs/job-dto';
import { documentReviewJob } from './review-job';
import { getReview, listReviews } from './review-queries';
import { deleteReview, rerunReview, startReview } from './review-service';

/**
 * Document review: upload one document (PDF, DOCX, TXT or Markdown, told from its bytes by the
 * document reader) with the place whose law applies; its review runs as a `document-review` job whose result is
 * stored on the review. List, read, run again, delete. Each review is the user's alone (another's is a 404); the
 * guard runs on request, before a multipart body is read.
 */
export function reviewRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const reader = ctx.documentReader;
    const job = documentReviewJob(ctx, reader);
    ctx.jobs.register(job);

    const uploads = createUploadGate<SingleFileForm>(app, {
      slots: ctx.uploadSlots,
      busyMessage: m.uploadsBusy,
    });
    const readForm = (request: FastifyRequest) =>
      uploads.admit(request, () =>
        readSingleFileForm(request, ctx.config.uploads.tempDir, {
          maxBytes: REVIEW_MAX_FILE_BYTES,
          fallbackName: 'document',
          what: 'document',
          fields: 10,
          fieldSize: 10_000,
          fileTooLarge: m.fileTooLarge,
          oneFileOnly: m.oneFileOnly,
        }),
      );

    const accepted = async (userId: number, reviewId: number, row: Parameters<typeof toJob>[0]) => ({
      success: true as const,
      review: await getReview(ctx.db, userId, reviewId),
      job: toJob(row),
    });

    app.post(
      '/documents/reviews',
      {
        onRequest: guards.requireUser,
        preValidation: readForm,
        schema: { body: reviewPlaceSchema, response: { 202: reviewAcceptedSchema } },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const started = await startReview(ctx, reader, job, {
          userId,
          place: request.body,
          upload: uploads.formOf(request)?.file,
        });
        return reply
          .status(202)
          .header('Location', `${API_PREFIX}/jobs/${started.job.id}`)
          .send(await accepted(userId, started.reviewId, started.job));
      },
    );

    app.get(
      '/documents/reviews',
      { onRequest: guards.requireUser, schema: { response: { 200: reviewListResponseSchema } } },
      async (request) => ({
        success: true as const,
        reviews: await listReviews(ctx.db, currentUser(request).id),
      }),
    );

    app.get(
      '/documents/reviews/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: reviewParamsSchema, response: { 200: reviewResultResponseSchema } },
      },
      async (request) => ({
        success: true as const,
        review: await getReview(ctx.db, currentUser(request).id, request.params.id),
      }),
    );

    app.post(
      '/documents/reviews/:id/rerun',
      {
        onRequest: guards.requireUser,
        schema: {
          params: reviewParamsSchema,
          body: rerunReviewBodySchema,
          response: { 202: reviewAcceptedSchema },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const row = await rerunReview(ctx, job, {
          userId,
          reviewId: request.params.id,
          place: request.body,
        });
        return reply
          .status(202)
          .header('Location', `${API_PREFIX}/jobs/${row.id}`)
          .send(await accepted(userId, request.params.id, row));
      },
    );

    app.delete(
      '/documents/reviews/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: reviewParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await deleteReview(ctx, currentUser(request).id, request.params.id);
        return { success: true as const, message: m.deleted };
      },
    );
  };
}
