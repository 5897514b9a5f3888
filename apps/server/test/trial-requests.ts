import type { FastifyInstance } from 'fastify';
import { createLlm } from '../src/adapters/llm/create-llm';
import { OFFLINE_MODEL_ID } from '../src/adapters/llm/model-catalogue';
import type { Database } from '../src/db/client';
import { llmSettings } from '../src/db/schema/index';
import type { FakeOpenAi } from './fake-openai-server';
import { createTestApp, type Session, type TestApp } from './test-app';
import { multipartBody, type UploadFile } from './trial-documents';

/** Requests of the trial API, as the web client sends them. */

/** The app trial tests run: a fake hosted model as the server's, and the offline model without its typing pauses. */
export const createTrialTestApp = (fake: FakeOpenAi, env: Record<string, string> = {}): Promise<TestApp> =>
  createTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake',
      LLM_API_KEY: 'k',
      ...env,
    },
    adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
  });

export const CASE = {
  caseDescription:
    'My landlord kept my deposit of $1,200 after I moved out on 30 June 2024. The flat was clean and I returned the keys.',
  role: 'plaintiff',
  country: 'United States',
  state: 'California',
};

const auth = (session: Pick<Session, 'token'> | null) =>
  session ? { authorization: `Bearer ${session.token}` } : {};

export async function submitTrialJson(
  app: FastifyInstance,
  session: Pick<Session, 'token'> | null,
  body: Record<string, unknown> = CASE,
) {
  return app.inject({ method: 'POST', url: '/api/v1/trials', headers: auth(session), payload: body });
}

export async function submitTrialMultipart(
  app: FastifyInstance,
  session: Pick<Session, 'token'> | null,
  fields: Record<string, string>,
  files: Omit<UploadFile, 'field'>[],
) {
  const { payload, headers } = await multipartBody(
    fields,
    files.map((f) => ({ ...f, field: 'files' })),
  );
  return app.inject({
    method: 'POST',
    url: '/api/v1/trials',
    headers: { ...headers, ...auth(session) },
    payload,
  });
}

/** Submits the standard case and answers its id. */
export async function createTrial(app: FastifyInstance, session: Pick<Session, 'token'>): Promise<number> {
  const response = await submitTrialJson(app, session);
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json().trialId as number;
}

export async function analyzeTrialRequest(
  app: FastifyInstance,
  session: Pick<Session, 'token'> | null,
  trialId: number | string | undefined,
  files: { plaintiff?: Omit<UploadFile, 'field'>[]; defendant?: Omit<UploadFile, 'field'>[] } = {},
  extraHeaders: Record<string, string> = {},
) {
  const { payload, headers } = await multipartBody(
    trialId === undefined ? {} : { trialId: String(trialId) },
    [
      ...(files.plaintiff ?? []).map((f) => ({ ...f, field: 'plaintiffFiles' })),
      ...(files.defendant ?? []).map((f) => ({ ...f, field: 'defendantFiles' })),
    ],
  );
  return app.inject({
    method: 'POST',
    url: '/api/v1/trials/analyze',
    headers: { ...headers, ...extraHeaders, ...auth(session) },
    payload,
  });
}

export async function listOwnTrials(app: FastifyInstance, session: Pick<Session, 'token'>) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/trials/user', headers: auth(session) });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json().trials as {
    id: number;
    status: string;
    summary: string | null;
    caseAnalysis: string | null;
    analysis: string | null;
    failureReason: string | null;
    filesUrl: string[];
    fileCount: number;
    files: {
      id: number;
      side: string;
      sides: string[];
      fileName: string;
      mimeType: string;
      size: number;
      url: string;
      hasText: boolean;
    }[];
    caseData: { caseDescription: string; role: string; state: string; country: string };
  }[];
}

/**
 * Makes a user's trials run on the built-in offline model (their own LLM setting, as the settings screen saves
 * it), so one app can serve tests of the offline model and of a hosted one.
 */
export async function useOfflineModel(db: Database, userId: number): Promise<void> {
  await db
    .insert(llmSettings)
    .values({ userId, model: OFFLINE_MODEL_ID })
    .onConflictDoUpdate({ target: llmSettings.userId, set: { model: OFFLINE_MODEL_ID } });
}
