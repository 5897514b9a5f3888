import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small, real OpenAI-compatible speech-to-text server (`POST /v1/audio/transcriptions`, multipart) that stands
 * in for OpenAI, whisper.cpp's server or speaches at the network edge. It records each request's form fields,
 * file and headers, and answers as `mode` says: a transcript (verbose with segments, or plain json), an error
 * status, no answer at all, or a body that is not a transcript.
 */
export type TranscriptionMode = 'transcript' | 'error' | 'hang' | 'malformed';

export type RecordedTranscription = {
  headers: Record<string, string | string[] | undefined>;
  fields: Record<string, string[]>;
  file: { name: string; type: string; bytes: Buffer } | undefined;
};

/** What an error answer carries: a provider's own text, which must never reach a user. */
export const PROVIDER_ERROR_TEXT = 'upstream said: invalid key sk-secret-0123 for org-xyz';

/** A segment of the transcript the fake answers, times in seconds as OpenAI gives them. */
export type FakeSegment = { start: number; end: number; text: string };

/** A timed word, as OpenAI answers them with `timestamp_granularities[]=word` (no punctuation, seconds). */
export type FakeWord = { word: string; start: number; end: number };

/** What the fake hears in any audio unless a test sets `segments`. */
export const DEFAULT_FAKE_SEGMENTS: FakeSegment[] = [
  { start: 0, end: 1.2, text: ' The landlord' },
  { start: 1.2, end: 2.5, text: ' kept my security deposit.' },
];

export type FakeTranscriptionServer = {
  baseUrl: string;
  requests: RecordedTranscription[];
  mode: TranscriptionMode;
  errorStatus: number;
  /** The transcript it answers (verbose_json); its text is the segments' joined. */
  segments: FakeSegment[];
  /** The timed words it answers when asked for them (verbose_json and the word granularity); none unless set. */
  words: FakeWord[] | undefined;
  close: () => Promise<void>;
};

export async function startFakeTranscriptionServer(): Promise<FakeTranscriptionServer> {
  const state: FakeTranscriptionServer = {
    baseUrl: '',
    requests: [],
    mode: 'transcript',
    errorStatus: 500,
    segments: DEFAULT_FAKE_SEGMENTS,
    words: undefined,
    close: async () => {},
  };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData();
    const fields: Record<string, string[]> = {};
    let file: RecordedTranscription['file'];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') (fields[name] ??= []).push(value);
      else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    state.requests.push({ headers: req.headers, fields, file });
    if (state.mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (state.mode === 'error') {
      res.writeHead(state.errorStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: PROVIDER_ERROR_TEXT } }));
      return;
    }
    if (state.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"text": 42, "segments": "none"');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    const text = state.segments.map((segment) => segment.text.trim()).join(' ');
    if (fields.response_format?.[0] === 'verbose_json') {
      res.end(
        JSON.stringify({
          task: 'transcribe',
          language: 'english',
          duration: state.segments.at(-1)?.end ?? 0,
          text,
          segments: state.segments.map((segment, id) => ({ id, ...segment })),
          ...(state.words && fields['timestamp_granularities[]']?.includes('word') && { words: state.words }),
        }),
      );
    } else {
      res.end(JSON.stringify({ text }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
