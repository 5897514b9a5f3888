import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_MAX_BYTES, RECORDING_MAX_DURATION_MS } from '@amicus/contract/common/constants';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import type { RecordingDetail } from '@amicus/contract/recordings/schemas';
import { declaredDurationMs, makeAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import { followJob, uploadRecording } from '../../../test/recording-requests';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';
import { recordings } from '../../db/schema/index';

let t: TestApp;
let audio: AudioFixtures;
let owner: Session;
let stranger: Session;

beforeAll(async () => {
  audio = await makeAudioFixtures();
  t = await createTestApp({ env: { JOBS_POLL_MS: '50' } });
  owner = await signUpAndLogin(t.app);
  stranger = await signUpAndLogin(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await audio?.remove();
});

const as = (session: Session | null) => asUser(t.app, session);

async function upload(filePath: string, fields: Record<string, string> = {}): Promise<RecordingDetail> {
  const response = await uploadRecording(t.app, owner, { path: filePath }, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().recording;
}

describe('GET /recordings/engine', () => {
  it('names PocketSphinx, offline, when no provider is configured and it is installed', async () => {
    const response = await as(owner)({ method: 'GET', url: '/api/v1/recordings/engine' });
    expect(response.statusCode).toBe(200);
    // CI installs pocketsphinx: its absence fails here rather than skipping the transcription below.
    expect(
      response.json().engine,
      'PocketSphinx must be installed: apt-get install pocketsphinx pocketsphinx-en-us',
    ).toEqual({
      provider: 'pocketsphinx',
      model: 'en-us',
      offline: true,
      note: m.offlineEnglishOnly,
      maxBytes: RECORDING_MAX_BYTES,
      maxDurationMs: RECORDING_MAX_DURATION_MS,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await as(null)({ method: 'GET', url: '/api/v1/recordings/engine' })).statusCode).toBe(401);
  });
});

describe('POST /recordings', () => {
  it('keeps a WAV with its type, length, size and a title from its name', async () => {
    const recording = await upload(audio.speech);
    expect(recording).toMatchObject({
      title: 'speech',
      mimeType: 'audio/wav',
      bytes: (await fs.stat(audio.speech)).size,
      status: 'uploaded',
      transcriptionJobId: null,
      segments: [],
      audioUrl: `/recordings/${recording.id}/audio`,
    });
    expect(recording.durationMs).toBeGreaterThan(2000);
    expect(recording.durationMs).toBeLessThan(3500);
  });

  it.each([
    ['webm', 'audio/webm'],
    ['ogg', 'audio/ogg'],
    ['mp3', 'audio/mpeg'],
    ['m4a', 'audio/mp4'],
  ] as const)('tells %s from its bytes', async (format, mimeType) => {
    const file = await audio.convert(format);
    const recording = await upload(file, { title: `As ${format}` });
    expect(recording.mimeType).toBe(mimeType);
    expect(recording.title).toBe(`As ${format}`);
    expect(recording.durationMs).toBeGreaterThan(2000);
  });

  it('keeps a WebM whose header has no length, as MediaRecorder makes them, remuxed to state it', async () => {
    const streamed = await audio.streamedWebm();
    expect(await declaredDurationMs(streamed)).toBeUndefined();
    const recording = await upload(streamed);
    expect(recording.mimeType).toBe('audio/webm');
    expect(recording.durationMs).toBeGreaterThan(2000);
    expect(recording.durationMs).toBeLessThan(3500);

    // The stored file now declares its length (players show it and can seek), and is what is served.
    const served = await as(owner)({ method: 'GET', url: `/api/v1/recordings/${recording.id}/audio` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(recording.bytes);
    const stored = path.join(audio.dir, 'stored.webm');
    await fs.writeFile(stored, served.rawPayload);
    const declared = await declaredDurationMs(stored);
    expect(declared).toBeDefined();
    expect(Math.abs(declared! - recording.durationMs)).toBeLessThan(100);
    // The audio was copied, not re-encoded: about the same size as the upload.
    expect(recording.bytes).toBeLessThan((await fs.stat(streamed)).size * 1.1);
  });

  it('refuses a PDF named .mp3 with 415 and keeps nothing', async () => {
    const before = await t.db.select().from(recordings);
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const response = await uploadRecording(t.app, owner, { bytes: pdf, name: 'call.mp3' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, message: m.unsupportedType('call.mp3') });
    expect(await t.db.select().from(recordings)).toHaveLength(before.length);
  });

  it('refuses a file past 25 MB with 413', async () => {
    const big = Buffer.alloc(RECORDING_MAX_BYTES + 1024, 1);
    const response = await uploadRecording(t.app, owner, { bytes: big, name: 'long.wav' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(m.fileTooLarge('long.wav', 25));
  });

  it('refuses a recording longer than 15 minutes with 413', async () => {
    const long = await audio.silence(16 * 60);
    const response = await uploadRecording(t.app, owner, { path: long, name: 'meeting.webm' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(m.tooLong('meeting.webm', RECORDING_MAX_DURATION_MS));
  }, 60_000);

  it('answers 400 naming the field when no file is sent', async () => {
    const response = await as(owner)({ method: 'POST', url: '/api/v1/recordings', payload: { title: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.uploadMissing);
  });

  it('answers 401 before reading the body without a session', async () => {
    const response = await uploadRecording(t.app, null, { path: audio.speech });
    expect(response.statusCode).toBe(401);
  });
});

describe('a recording is its owner’s alone', () => {
  it('answers 404 to another user for every operation', async () => {
    const { id } = await upload(audio.speech);
    const calls = [
      { method: 'GET', url: `/api/v1/recordings/${id}` },
      { method: 'GET', url: `/api/v1/recordings/${id}/audio` },
      { method: 'PATCH', url: `/api/v1/recordings/${id}`, payload: { title: 'Mine now' } },
      {
        method: 'PATCH',
        url: `/api/v1/recordings/${id}/transcript`,
        payload: { segments: [{ n: 1, text: 'x' }] },
      },
      { method: 'POST', url: `/api/v1/recordings/${id}/transcribe` },
      { method: 'DELETE', url: `/api/v1/recordings/${id}` },
    ] as const;
    for (const call of calls) {
      const response = await as(stranger)(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().message).toBe(m.recordingNotFound);
    }
    const list = await as(stranger)({ method: 'GET', url: '/api/v1/recordings' });
    expect(list.json().data).toEqual([]);
    expect((await as(owner)({ method: 'GET', url: `/api/v1/recordings/${id}` })).statusCode).toBe(200);
  });
});

describe('GET /recordings', () => {
  it('lists the user’s recordings newest first, paged', async () => {
    const response = await as(owner)({ method: 'GET', url: '/api/v1/recordings?page=1&limit=2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(2);
    expect(body.pagination.total).toBeGreaterThanOrEqual(5);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
  });
});

describe('GET /recordings/{id}/audio', () => {
  it('sends the whole file, a range for seeking, and 416 past the end', async () => {
    const recording = await upload(audio.speech);
    const bytes = await fs.readFile(audio.speech);
    const url = `/api/v1/recordings/${recording.id}/audio`;
    const whole = await as(owner)({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await as(owner)({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await as(owner)({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const past = await as(owner)({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });
});

describe('transcription with PocketSphinx', () => {
  it('runs as a job with its stages and stores the words it heard with their times', async () => {
    const recording = await upload(audio.speech, { title: 'Deposit' });
    const started = await as(owner)({ method: 'POST', url: `/api/v1/recordings/${recording.id}/transcribe` });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json();
    expect(started.headers.location).toBe(`/api/v1/jobs/${jobId}`);

    const { job, seen } = await followJob(t.app, owner, jobId);
    expect(job.status, job.error ?? '').toBe('succeeded');
    expect(job.kind).toBe('transcription');
    expect(job.result).toMatchObject({
      success: true,
      recordingId: recording.id,
      transcribedBy: 'pocketsphinx/en-us',
    });
    const stages = seen.map((s) => s.stage);
    expect(stages).toContain(m.transcriptionStageSaving);
    // Stages never go back, and the bar never moves back.
    const order: string[] = [
      m.transcriptionStageConverting,
      m.transcriptionStageTranscribing,
      m.transcriptionStageSaving,
    ];
    const ranks = stages.filter((s) => s !== null).map((s) => order.indexOf(s!));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const percents = seen.map((s) => s.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    const detail = (await as(owner)({ method: 'GET', url: `/api/v1/recordings/${recording.id}` })).json()
      .recording as RecordingDetail;
    expect(detail).toMatchObject({
      status: 'transcribed',
      transcribedBy: 'pocketsphinx/en-us',
      transcriptionJobId: jobId,
    });
    const text = detail.segments.map((s) => s.text).join(' ');
    // espeak-ng's voice is hard for PocketSphinx; these two words come back reliably.
    expect(text).toMatch(/security/);
    expect(text).toMatch(/deposit/);
    expect(detail.segments[0]!.n).toBe(1);
    for (const segment of detail.segments) {
      expect(segment.endMs).toBeGreaterThan(segment.startMs);
      expect(segment.endMs).toBeLessThanOrEqual(detail.durationMs + 500);
      expect(segment.edited).toBe(false);
      // Its words are kept with their places in its text and their times, in order, within the segment's.
      expect(segment.words?.map((word) => segment.text.slice(word.start, word.end)).join(' ')).toBe(
        segment.text,
      );
      for (const word of segment.words ?? []) {
        expect(word.startMs).toBeGreaterThanOrEqual(segment.startMs);
        expect(word.endMs).toBeLessThanOrEqual(segment.endMs);
      }
    }

    // The transcript can be corrected; the times stay, the segment is marked edited.
    const fixed = await as(owner)({
      method: 'PATCH',
      url: `/api/v1/recordings/${recording.id}/transcript`,
      payload: { segments: [{ n: 1, text: 'The landlord kept my security deposit' }] },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().recording.segments[0]).toMatchObject({
      n: 1,
      startMs: detail.segments[0]!.startMs,
      text: 'The landlord kept my security deposit',
      edited: true,
      // Its words' times no longer match its text.
      words: null,
    });
    const unknown = await as(owner)({
      method: 'PATCH',
      url: `/api/v1/recordings/${recording.id}/transcript`,
      payload: { segments: [{ n: 999, text: 'x' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(m.segmentUnknown(999));
  }, 90_000);
});

describe('PATCH /recordings/{id}', () => {
  it('renames a recording and refuses an empty title', async () => {
    const { id } = await upload(audio.speech);
    const renamed = await as(owner)({
      method: 'PATCH',
      url: `/api/v1/recordings/${id}`,
      payload: { title: ' Call with landlord ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().recording.title).toBe('Call with landlord');
    const empty = await as(owner)({
      method: 'PATCH',
      url: `/api/v1/recordings/${id}`,
      payload: { title: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('DELETE /recordings/{id}', () => {
  it('removes the row, the transcript and the file', async () => {
    const { id } = await upload(audio.speech);
    const [row] = await t.db.select().from(recordings).where(eq(recordings.id, id));
    expect(await t.app.ctx.storage.read(row!.storageKey)).toBeDefined();
    const response = await as(owner)({ method: 'DELETE', url: `/api/v1/recordings/${id}` });
    expect(response.statusCode).toBe(200);
    expect(await t.app.ctx.storage.read(row!.storageKey)).toBeUndefined();
    expect((await as(owner)({ method: 'GET', url: `/api/v1/recordings/${id}` })).statusCode).toBe(404);
  });
});

describe('deleting an account', () => {
  it('removes its recordings’ files with its rows', async () => {
    const leaving = await signUpAndLogin(t.app);
    const uploaded = await uploadRecording(t.app, leaving, { path: audio.speech });
    expect(uploaded.statusCode).toBe(201);
    const [row] = await t.db.select().from(recordings).where(eq(recordings.id, uploaded.json().recording.id));
    const admin = await loginAdmin(t.app);
    const removed = await as(admin)({ method: 'DELETE', url: `/api/v1/users/${leaving.user.id}` });
    expect(removed.statusCode).toBe(200);
    await t.app.ctx.tasks.drain();
    expect(await t.app.ctx.storage.read(row!.storageKey)).toBeUndefined();
    expect(await t.db.select().from(recordings).where(eq(recordings.id, row!.id))).toEqual([]);
  });
});
