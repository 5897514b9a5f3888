import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECORDING_MAX_BYTES, RECORDING_MAX_DURATION_MS } from '@amicus/contract/common/constants';
import { successSchema } from '@amicus/contract/common/ids';
import { jobAcceptedSchema } from '@amicus/contract/jobs/schemas';
import { analyzeRecordingBodySchema } from '@amicus/contract/recordings/analysis';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import {
  patchRecordingBodySchema,
  patchTranscriptBodySchema,
  recordingListQuerySchema,
  recordingListResultSchema,
  recordingParamsSchema,
  recordingResultSchema,
  speechEngineResultSchema,
  uploadRecordingFieldsSchema,
  type SpeechEngine,
} from '@amicus/contract/recordings/schemas';
import type { AppContext } from '../../app-context';
import { createSpeech, type Speech } from '../../adapters/speech/create-speech';
import { API_PREFIX } from '../../http/api-prefix';
import { notFound } from '../../http/app-error';
import { createUploadGate } from '../../http/upload-gate';
import { currentUser, type AuthGuards } from '../../http/authenticate';
import { parseByteRange } from '../../http/byte-range';
import { findOwnRecording, getRecording, listRecordings } from './recording-queries';
import {
  deleteRecording,
  editTranscript,
  renameRecording,
  startTranscription,
  storeRecording,
} from './recording-service';
import { recordingAnalysisJob } from './analysis/analysis-job';
import { startAnalysis } from './analysis/analysis-service';
import { readRecordingForm, type RecordingForm } from './recording-upload';
import { transcriptionJob } from './transcription-job';
import { transcriptExportRoutes } from './transcript-export-routes';

function engineOf(speech: Speech): SpeechEngine {
  const limits = { maxBytes: RECORDING_MAX_BYTES, maxDurationMs: RECORDING_MAX_DURATION_MS };
  const { transcriber } = speech;
  if (!transcriber) return { provider: 'none', model: null, offline: false, note: speech.note, ...limits };
  return {
    provider: transcriber.provider,
    model: transcriber.model,
    offline: transcriber.offline,
    note: speech.note || null,
    ...limits,
  };
}

/**
 * Recordings: upload one audio file, list, read with the transcript, rename, correct the transcript,
 * delete, transcribe and analyse as jobs, play (with Range, so a player can seek), and download the
 * transcript. Each is the user's alone: another user's recording answers 404. The guard runs on request,
 * before a multipart body is read.
 */
export function recordingRoutes(ctx: AppContext, guards: AuthGuards): FastifyPluginAsyncZod {
  return async (app) => {
    const speech = await createSpeech(ctx.config.speech);
    const transcription = transcriptionJob(ctx, speech);
    ctx.jobs.register(transcription);
    const analysis = recordingAnalysisJob(ctx);
    ctx.jobs.register(analysis);

    const uploads = createUploadGate<RecordingForm>(app, {
      slots: ctx.uploadSlots,
      busyMessage: m.uploadsBusy,
    });
    const readForm = (request: FastifyRequest) =>
      uploads.admit(request, () => readRecordingForm(request, ctx.config.uploads.tempDir));

    await app.register(transcriptExportRoutes(ctx, guards));

    app.get(
      '/recordings/engine',
      { onRequest: guards.requireUser, schema: { response: { 200: speechEngineResultSchema } } },
      async () => ({ success: true as const, engine: engineOf(speech) }),
    );

    app.post(
      '/recordings',
      {
        onRequest: guards.requireUser,
        preValidation: readForm,
        schema: { body: uploadRecordingFieldsSchema, response: { 201: recordingResultSchema } },
      },
      async (request, reply) => {
        const recording = await storeRecording(ctx, speech, {
          userId: currentUser(request).id,
          title: request.body.title,
          upload: uploads.formOf(request)?.file,
        });
        return reply.status(201).send({ success: true as const, recording });
      },
    );

    app.get(
      '/recordings',
      {
        onRequest: guards.requireUser,
        schema: { querystring: recordingListQuerySchema, response: { 200: recordingListResultSchema } },
      },
      async (request) => listRecordings(ctx.db, currentUser(request).id, request.query),
    );

    app.get(
      '/recordings/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: recordingParamsSchema, response: { 200: recordingResultSchema } },
      },
      async (request) => ({
        success: true as const,
        recording: await getRecording(ctx.db, currentUser(request).id, request.params.id),
      }),
    );

    app.patch(
      '/recordings/:id',
      {
        onRequest: guards.requireUser,
        schema: {
          params: recordingParamsSchema,
          body: patchRecordingBodySchema,
          response: { 200: recordingResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        recording: await renameRecording(ctx, currentUser(request).id, request.params.id, request.body.title),
      }),
    );

    app.patch(
      '/recordings/:id/transcript',
      {
        onRequest: guards.requireUser,
        schema: {
          params: recordingParamsSchema,
          body: patchTranscriptBodySchema,
          response: { 200: recordingResultSchema },
        },
      },
      async (request) => ({
        success: true as const,
        recording: await editTranscript(ctx, currentUser(request).id, request.params.id, request.body),
      }),
    );

    app.delete(
      '/recordings/:id',
      {
        onRequest: guards.requireUser,
        schema: { params: recordingParamsSchema, response: { 200: successSchema } },
      },
      async (request) => {
        await deleteRecording(ctx, currentUser(request).id, request.params.id);
        return { success: true as const, message: 'Recording deleted' };
      },
    );

    app.post(
      '/recordings/:id/transcribe',
      {
        onRequest: guards.requireUser,
        schema: { params: recordingParamsSchema, response: { 202: jobAcceptedSchema } },
      },
      async (request, reply) => {
        const jobId = await startTranscription(ctx, speech, transcription, {
          userId: currentUser(request).id,
          recordingId: request.params.id,
        });
        return reply
          .status(202)
          .header('Location', `${API_PREFIX}/jobs/${jobId}`)
          .send({ success: true as const, jobId });
      },
    );

    app.post(
      '/recordings/:id/analyze',
      {
        onRequest: guards.requireUser,
        schema: {
          params: recordingParamsSchema,
          body: analyzeRecordingBodySchema,
          response: { 202: jobAcceptedSchema },
        },
      },
      async (request, reply) => {
        const jobId = await startAnalysis(ctx, analysis, {
          userId: currentUser(request).id,
          recordingId: request.params.id,
          body: request.body,
        });
        return reply
          .status(202)
          .header('Location', `${API_PREFIX}/jobs/${jobId}`)
          .send({ success: true as const, jobId });
      },
    );

    app.get(
      '/recordings/:id/audio',
      { onRequest: guards.requireUser, schema: { params: recordingParamsSchema } },
      async (request, reply) => {
        const recording = await findOwnRecording(ctx.db, currentUser(request).id, request.params.id);
        const range = parseByteRange(request.headers.range, recording.bytes);
        reply
          .header('Accept-Ranges', 'bytes')
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff');
        if (range === 'unsatisfiable') {
          return reply.status(416).header('Content-Range', `bytes */${recording.bytes}`).send();
        }
        const stored = await ctx.storage.get(recording.storageKey, range);
        if (!stored) throw notFound(m.recordingNotFound);
        reply.header('Content-Type', recording.mimeType).header('Content-Length', stored.size);
        if (range) {
          reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${recording.bytes}`);
        }
        return reply.send(stored.body);
      },
    );
  };
}
