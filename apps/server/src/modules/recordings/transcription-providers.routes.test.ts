import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { makeAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import {
  PROVIDER_ERROR_TEXT,
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from '../../../test/fake-transcription-server';
import { followJob, uploadRecording } from '../../../test/recording-requests';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';

let audio: AudioFixtures;
let fake: FakeTranscriptionServer;
/** A WebM (Opus) of the spoken sentence, as a browser's MediaRecorder would upload. */
let webm: string;

beforeAll(async () => {
  audio = await makeAudioFixtures();
  webm = await audio.convert('webm');
  fake = await startFakeTranscriptionServer();
});
afterAll(async () => {
  await fake?.close();
  await audio?.remove();
});
beforeEach(() => {
  fake.mode = 'transcript';
  fake.words = undefined;
  fake.requests.length = 0;
});

/** An app whose engine is the fake server, by configuration alone, and a signed-in user of it. */
async function appWith(env: Record<string, string>): Promise<{ t: TestApp; user: Session }> {
  const t = await createTestApp({ env: { JOBS_POLL_MS: '50', ...env } });
  return { t, user: await signUpAndLogin(t.app) };
}

async function transcribe(t: TestApp, user: Session) {
  const uploaded = await uploadRecording(t.app, user, { path: webm });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const recordingId = uploaded.json().recording.id as number;
  const started = await asUser(
    t.app,
    user,
  )({ method: 'POST', url: `/api/v1/recordings/${recordingId}/transcribe` });
  expect(started.statusCode, started.body).toBe(202);
  return { recordingId, jobId: started.json().jobId as number };
}

const recordingOf = async (t: TestApp, user: Session, id: number) =>
  (await asUser(t.app, user)({ method: 'GET', url: `/api/v1/recordings/${id}` })).json().recording;

describe('an OpenAI-compatible transcription server (whisper-1)', () => {
  let t: TestApp;
  let user: Session;
  beforeAll(async () => {
    ({ t, user } = await appWith({
      STT_PROVIDER: 'openai-compatible',
      STT_BASE_URL: fake.baseUrl,
      STT_API_KEY: 'stt-test-key',
      STT_MODEL: 'whisper-1',
      STT_TIMEOUT_MS: '1500',
    }));
  });
  afterAll(() => t?.close());

  it('is named by GET /recordings/engine', async () => {
    const response = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/recordings/engine' });
    expect(response.json().engine).toMatchObject({
      provider: 'openai-compatible',
      model: 'whisper-1',
      offline: false,
      note: null,
    });
  });

  it('is sent the file, the model, verbose_json and the key, and its segments are stored with their times', async () => {
    const { recordingId, jobId } = await transcribe(t, user);
    const { job } = await followJob(t.app, user, jobId);
    expect(job.status, job.error ?? '').toBe('succeeded');

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe('Bearer stt-test-key');
    expect(request!.fields.model).toEqual(['whisper-1']);
    expect(request!.fields.response_format).toEqual(['verbose_json']);
    expect(request!.fields['timestamp_granularities[]']).toEqual(['segment', 'word']);
    expect(request!.file?.name).toBe('recording.webm');
    expect(request!.file?.type).toBe('audio/webm');
    // The recording as stored (a WebM is kept remuxed), not re-encoded: the upload's audio, whole.
    const stored = await asUser(
      t.app,
      user,
    )({ method: 'GET', url: `/api/v1/recordings/${recordingId}/audio` });
    expect(request!.file?.bytes.equals(stored.rawPayload)).toBe(true);
    expect(stored.rawPayload.length).toBeGreaterThan((await fs.stat(webm)).size * 0.9);

    const recording = await recordingOf(t, user, recordingId);
    expect(recording).toMatchObject({ status: 'transcribed', transcribedBy: 'openai-compatible/whisper-1' });
    // This provider answered no timed words, so the segments have none.
    expect(recording.segments).toEqual([
      { n: 1, startMs: 0, endMs: 1200, text: 'The landlord', edited: false, words: null },
      { n: 2, startMs: 1200, endMs: 2500, text: 'kept my security deposit.', edited: false, words: null },
    ]);
  });

  it('stores the timed words it answers in their segments, and an edit of a segment drops its words', async () => {
    fake.words = [
      { word: 'The', start: 0, end: 0.3 },
      { word: 'landlord', start: 0.3, end: 1.1 },
      { word: 'kept', start: 1.2, end: 1.5 },
      { word: 'my', start: 1.5, end: 1.6 },
      { word: 'security', start: 1.6, end: 2.1 },
      { word: 'deposit', start: 2.1, end: 2.5 },
    ];
    const { recordingId, jobId } = await transcribe(t, user);
    expect((await followJob(t.app, user, jobId)).job.status).toBe('succeeded');
    const recording = await recordingOf(t, user, recordingId);
    expect(recording.segments).toEqual([
      {
        n: 1,
        startMs: 0,
        endMs: 1200,
        text: 'The landlord',
        edited: false,
        words: [
          { start: 0, end: 3, startMs: 0, endMs: 300 },
          { start: 4, end: 12, startMs: 300, endMs: 1100 },
        ],
      },
      {
        n: 2,
        startMs: 1200,
        endMs: 2500,
        text: 'kept my security deposit.',
        edited: false,
        words: [
          { start: 0, end: 4, startMs: 1200, endMs: 1500 },
          { start: 5, end: 7, startMs: 1500, endMs: 1600 },
          { start: 8, end: 16, startMs: 1600, endMs: 2100 },
          { start: 17, end: 24, startMs: 2100, endMs: 2500 },
        ],
      },
    ]);

    const edited = await asUser(
      t.app,
      user,
    )({
      method: 'PATCH',
      url: `/api/v1/recordings/${recordingId}/transcript`,
      payload: { segments: [{ n: 2, text: 'kept all of my deposit.' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [first, second] = (await recordingOf(t, user, recordingId)).segments;
    expect(first.words).toEqual(recording.segments[0].words);
    expect(second).toMatchObject({ text: 'kept all of my deposit.', edited: true, words: null });
  });

  it('turns an error status into a clear failure, never the provider’s text', async () => {
    fake.mode = 'error';
    fake.errorStatus = 401;
    const { recordingId, jobId } = await transcribe(t, user);
    const { job } = await followJob(t.app, user, jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(m.transcriptionProviderFailed(401));
    const recording = await recordingOf(t, user, recordingId);
    expect(recording).toMatchObject({
      status: 'failed',
      transcriptionError: m.transcriptionProviderFailed(401),
    });
    expect(JSON.stringify(recording)).not.toContain('sk-secret');
    expect(t.logs.join('\n')).not.toContain(PROVIDER_ERROR_TEXT);
  });

  it('gives up on a server that does not answer within STT_TIMEOUT_MS', async () => {
    fake.mode = 'hang';
    const { jobId } = await transcribe(t, user);
    const { job } = await followJob(t.app, user, jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(m.transcriptionTimedOut);
  });

  it('refuses an answer that is not a transcript', async () => {
    fake.mode = 'malformed';
    const { recordingId, jobId } = await transcribe(t, user);
    const { job } = await followJob(t.app, user, jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(m.transcriptionProviderMalformed);
    expect((await recordingOf(t, user, recordingId)).segments).toEqual([]);
  });

  it('answers 409 while a transcription runs, and cancelling puts the recording back', async () => {
    fake.mode = 'hang';
    const { recordingId, jobId } = await transcribe(t, user);
    await expect.poll(() => fake.requests.length).toBe(1);
    const again = await asUser(
      t.app,
      user,
    )({ method: 'POST', url: `/api/v1/recordings/${recordingId}/transcribe` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyTranscribing);
    const cancel = await asUser(t.app, user)({ method: 'POST', url: `/api/v1/jobs/${jobId}/cancel` });
    expect(cancel.statusCode).toBe(200);
    const { job } = await followJob(t.app, user, jobId);
    expect(job.status).toBe('cancelled');
    expect(await recordingOf(t, user, recordingId)).toMatchObject({
      status: 'uploaded',
      transcriptionError: null,
    });
  });
});

describe('gpt-4o-transcribe (no segments)', () => {
  it('asks for json and keeps the text as one segment over the whole recording', async () => {
    const { t, user } = await appWith({
      STT_PROVIDER: 'openai-compatible',
      STT_BASE_URL: fake.baseUrl,
      STT_MODEL: 'gpt-4o-transcribe',
    });
    try {
      const { recordingId, jobId } = await transcribe(t, user);
      expect((await followJob(t.app, user, jobId)).job.status).toBe('succeeded');
      expect(fake.requests[0]!.fields.response_format).toEqual(['json']);
      expect(fake.requests[0]!.fields['timestamp_granularities[]']).toBeUndefined();
      expect(fake.requests[0]!.headers.authorization).toBeUndefined();
      const recording = await recordingOf(t, user, recordingId);
      expect(recording.segments).toEqual([
        {
          n: 1,
          startMs: 0,
          endMs: recording.durationMs,
          text: 'The landlord kept my security deposit.',
          edited: false,
          words: null,
        },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('no engine', () => {
  it('says so plainly, still keeps recordings, and answers 503 to a transcription', async () => {
    const { t, user } = await appWith({ STT_PROVIDER: 'none' });
    try {
      const engine = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/recordings/engine' });
      expect(engine.json().engine).toMatchObject({
        provider: 'none',
        model: null,
        note: m.engineSwitchedOff,
      });
      const uploaded = await uploadRecording(t.app, user, { path: audio.speech });
      expect(uploaded.statusCode).toBe(201);
      const started = await asUser(
        t.app,
        user,
      )({
        method: 'POST',
        url: `/api/v1/recordings/${uploaded.json().recording.id}/transcribe`,
      });
      expect(started.statusCode).toBe(503);
      expect(started.json().message).toBe(m.transcriptionNoEngine);
    } finally {
      await t.close();
    }
  });

  it('names PocketSphinx as missing when it was asked for and is not on the PATH', async () => {
    // A PATH with ffmpeg's tools and nothing else.
    const bin = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-bin-'));
    await fs.symlink('/usr/bin/ffmpeg', path.join(bin, 'ffmpeg'));
    await fs.symlink('/usr/bin/ffprobe', path.join(bin, 'ffprobe'));
    const { t, user } = await appWith({ STT_PROVIDER: 'pocketsphinx', PATH: bin });
    try {
      const engine = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/recordings/engine' });
      expect(engine.json().engine).toMatchObject({ provider: 'none', note: m.pocketsphinxMissing });
      expect((await uploadRecording(t.app, user, { path: audio.speech })).statusCode).toBe(201);
    } finally {
      await t.close();
      await fs.rm(bin, { recursive: true, force: true });
    }
  });
});

describe('the storage quota', () => {
  it('counts recordings, refuses past it with 413, and frees the space on delete', async () => {
    const { t, user } = await appWith({ STORAGE_QUOTA_MB: '1' });
    try {
      const tone = await audio.tone(7); // about 617 KB
      const first = await uploadRecording(t.app, user, { path: tone });
      expect(first.statusCode).toBe(201);
      const second = await uploadRecording(t.app, user, { path: tone });
      expect(second.statusCode).toBe(413);
      expect(second.json().message).toMatch(/^Your storage is full: your files take 0\.6 MB of your 1 MB/);
      const removed = await asUser(
        t.app,
        user,
      )({
        method: 'DELETE',
        url: `/api/v1/recordings/${first.json().recording.id}`,
      });
      expect(removed.statusCode).toBe(200);
      expect((await uploadRecording(t.app, user, { path: tone })).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
