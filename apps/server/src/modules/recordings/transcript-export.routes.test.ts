import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { recordingPaths, type RecordingDetail } from '@amicus/contract/recordings/schemas';
import { makeAudioFixtures, type AudioFixtures } from '../../../test/audio-fixtures';
import { docxPart } from '../../../test/docx-parts';
import {
  startFakeTranscriptionServer,
  type FakeTranscriptionServer,
} from '../../../test/fake-transcription-server';
import { followJob, uploadRecording } from '../../../test/recording-requests';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';

/** What the engine hears: three segments, one with a control character pasted into it. */
const SEGMENTS = [
  { start: 0, end: 0.9, text: ' I rented an apartment in Washington DC.' },
  { start: 0.9, end: 1.8, text: ' My landlord kept my security\u0001 deposit.' },
  { start: 1.8, end: 2.5, text: ' He never wrote to explain why.' },
];
const CORRECTED = 'My landlord kept my security deposit of $1,200.';
const TITLE = 'Deposit: call 3/4 "Elm"';

let audio: AudioFixtures;
let stt: FakeTranscriptionServer;
let t: TestApp;
let owner: Session;
let stranger: Session;
let transcribed: RecordingDetail;
let untranscribed: RecordingDetail;

const api = (path: string) => `/api/v1${path}`;

beforeAll(async () => {
  audio = await makeAudioFixtures();
  stt = await startFakeTranscriptionServer();
  stt.segments = SEGMENTS;
  t = await createTestApp({
    env: {
      JOBS_POLL_MS: '50',
      STT_PROVIDER: 'openai-compatible',
      STT_BASE_URL: stt.baseUrl,
      STT_MODEL: 'whisper-1',
    },
  });
  owner = await signUpAndLogin(t.app);
  stranger = await signUpAndLogin(t.app);

  const uploaded = await uploadRecording(t.app, owner, { path: audio.speech }, { title: TITLE });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = uploaded.json().recording.id as number;
  const started = await asUser(t.app, owner)({ method: 'POST', url: api(recordingPaths.transcribe(id)) });
  expect(started.statusCode, started.body).toBe(202);
  expect((await followJob(t.app, owner, started.json().jobId)).job.status).toBe('succeeded');
  // The user corrects the second segment: the downloads carry the correction, marked.
  const edited = await asUser(
    t.app,
    owner,
  )({
    method: 'PATCH',
    url: api(recordingPaths.transcript(id)),
    payload: { segments: [{ n: 2, text: CORRECTED }] },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  transcribed = edited.json().recording;

  const other = await uploadRecording(t.app, owner, { path: audio.speech }, { title: 'Not yet' });
  untranscribed = other.json().recording;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stt?.close();
  await audio?.remove();
});

const download = (session: Session | null, id: number, format: 'txt' | 'docx') =>
  asUser(t.app, session)({ method: 'GET', url: api(recordingPaths.transcriptExport(id, format)) });

/** The recording's date as the reader's zone tells it (the server prints it with the same formatter). */
const recordedAt = (timeZone = 'UTC') =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(transcribed.createdAt));

describe('GET /recordings/{id}/transcript.txt', () => {
  it('downloads the transcript as text: the title, its details, then each segment a line with its time', async () => {
    const response = await download(owner, transcribed.id, 'txt');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The title, with the characters a file name cannot hold made safe.
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Deposit- call 3-4 -Elm- - transcript.txt"',
    );
    expect(response.body).toBe(
      [
        TITLE,
        `Recorded ${recordedAt()} · Length 0:02 · Transcribed by openai-compatible/whisper-1`,
        'Segments marked (corrected) were changed by hand after the transcription (1 of 3).',
        '',
        '[0:00] I rented an apartment in Washington DC.',
        `[0:00] (corrected) ${CORRECTED}`,
        '[0:01] He never wrote to explain why.',
        '',
      ].join('\r\n'),
    );
  });

  it('prints the recording’s date in the reader’s time zone, and refuses a zone that is not one', async () => {
    const response = await asUser(
      t.app,
      owner,
    )({
      method: 'GET',
      url: api(`${recordingPaths.transcriptExport(transcribed.id, 'txt')}?timeZone=Asia/Kolkata`),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.split('\r\n')[1]).toMatch(
      /^Recorded \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M GMT\+5:30 · /,
    );
    expect(response.body).toContain(`Recorded ${recordedAt('Asia/Kolkata')} · `);
    const refused = await asUser(
      t.app,
      owner,
    )({
      method: 'GET',
      url: api(`${recordingPaths.transcriptExport(transcribed.id, 'txt')}?timeZone=Mars/Olympus`),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('timeZone');
  });

  it('answers 404 for another user’s recording, and 401 without a session', async () => {
    const response = await download(stranger, transcribed.id, 'txt');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: m.recordingNotFound });
    expect(response.body).not.toContain('Washington');
    expect((await download(null, transcribed.id, 'txt')).statusCode).toBe(401);
  });

  it('answers 409 with the page’s words for a recording not transcribed yet', async () => {
    const response = await download(owner, untranscribed.id, 'txt');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: m.noTranscriptYet });
  });
});

describe('GET /recordings/{id}/transcript.docx', () => {
  it('downloads a Word file that reads back as the transcript, title in Word’s Title style', async () => {
    const response = await download(owner, transcribed.id, 'docx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Deposit- call 3-4 -Elm- - transcript.docx"',
    );
    const docx = response.rawPayload;
    expect(Number(response.headers['content-length'])).toBe(docx.length);

    const { value } = await mammoth.extractRawText({ buffer: docx });
    const paragraphs = value.split('\n').filter((line) => line.trim() !== '');
    expect(paragraphs).toEqual([
      TITLE,
      `Recorded ${recordedAt()} · Length 0:02 · Transcribed by openai-compatible/whisper-1`,
      'Segments marked (corrected) were changed by hand after the transcription (1 of 3).',
      '0:00\tI rented an apartment in Washington DC.',
      `0:00\t(corrected) ${CORRECTED}`,
      '0:01\tHe never wrote to explain why.',
    ]);
    const document = await docxPart(docx, 'word/document.xml');
    expect(document).toContain('<w:pStyle w:val="Title"/>');
    // The time stands out in bold; a corrected segment says so in italics.
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    expect(html).toContain('<strong>0:01</strong>');
    expect(html).toContain('<em>(corrected) </em>');
  });

  it('drops characters a Word file cannot hold, so Word still opens it', async () => {
    const stored = await asUser(
      t.app,
      owner,
    )({
      method: 'PATCH',
      url: api(recordingPaths.transcript(transcribed.id)),
      payload: { segments: [{ n: 3, text: 'Pasted\u0001 text\u0008 here' }] },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const response = await download(owner, transcribed.id, 'docx');
    expect(response.statusCode).toBe(200);
    const { value } = await mammoth.extractRawText({ buffer: response.rawPayload });
    expect(value).toContain('0:01\t(corrected) Pasted text here');
    const text = await download(owner, transcribed.id, 'txt');
    expect(text.body).toContain('[0:01] (corrected) Pasted text here\r\n');
  });

  it('answers 404 for another user’s recording, 401 without a session, 409 before a transcript', async () => {
    const response = await download(stranger, transcribed.id, 'docx');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: m.recordingNotFound });
    expect((await download(null, transcribed.id, 'docx')).statusCode).toBe(401);
    expect((await download(owner, untranscribed.id, 'docx')).statusCode).toBe(409);
    expect((await download(owner, 2_147_483_647, 'docx')).statusCode).toBe(404);
  });
});
