import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { throttleRules } from '../../http/throttle';
import { makeAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import { uploadRecording } from '../../../test/recording-requests';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { jobs } from '../../db/schema/index';
import { TRANSCRIPTION_JOB } from './transcription-job';

// Runs on PostgreSQL too (vitest.config.ts): there the calls really race on a pool of connections.
let t: TestApp;
let audio: AudioFixtures;
let owner: Session;

beforeAll(async () => {
  audio = await makeAudioFixtures();
  // No job runs here: what is measured is how many are queued.
  t = await createTestApp({ env: { JOBS_CONCURRENCY: '0' } });
  owner = await signUpAndLogin(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

it('queues one transcription however many calls race to start it; the others are told it is running', async () => {
  const uploaded = await uploadRecording(t.app, owner, { path: audio.speech });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id: number = uploaded.json().recording.id;

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      asUser(t.app, owner)({ method: 'POST', url: `/api/v1/recordings/${id}/transcribe` }),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([202, ...Array<number>(19).fill(409)]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(m.alreadyTranscribing);

  const queued = await t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, TRANSCRIPTION_JOB), sql`${jobs.payload}->>'recordingId' = ${String(id)}`));
  expect(queued).toHaveLength(1);
  const started = answers.find((answer) => answer.statusCode === 202)!.json();
  expect(started.jobId).toBe(queued[0]!.id);
});

it('limits recording uploads and transcriptions per user, answering 429 with the wait', async () => {
  const user = await signUpAndLogin(t.app);
  const uploaded = await uploadRecording(t.app, user, { path: audio.speech });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id: number = uploaded.json().recording.id;
  // The rest of the hour's allowance used up (each use counted as the routes count it).
  for (let i = 1; i < throttleRules.recordingUploadByUser.points; i++)
    await t.app.ctx.throttles.recordingUploadByUser.consume(String(user.user.id));
  for (let i = 0; i < throttleRules.transcriptionByUser.points; i++)
    await t.app.ctx.throttles.transcriptionByUser.consume(String(user.user.id));

  const upload = await uploadRecording(t.app, user, { path: audio.speech });
  expect(upload.statusCode).toBe(429);
  expect(upload.json().message).toMatch(/^You have uploaded many recordings in a short time\./);
  const transcribe = await asUser(
    t.app,
    user,
  )({ method: 'POST', url: `/api/v1/recordings/${id}/transcribe` });
  expect(transcribe.statusCode).toBe(429);
  expect(transcribe.json().message).toMatch(/^You have asked for many transcriptions in a short time\./);
  expect(Number(transcribe.headers['retry-after'])).toBeGreaterThan(0);
});
