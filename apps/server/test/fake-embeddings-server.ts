import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small, real server speaking OpenAI's embeddings API (POST /v1/embeddings), standing in for an embedding
 * provider at the network edge. Its vectors are a hashed bag of words, so texts sharing words are near each
 * other; `synonyms` maps words onto others first, so a question and a section with no word in common can still
 * be near, as a real model's would be.
 */
export type FakeEmbeddingsOptions = {
  /** Words read as another word: { tenant: 'lessee' } puts both in the same place. */
  synonyms?: Record<string, string>;
  /** Answer this HTTP status (with an OpenAI-style error body) instead of vectors. */
  failStatus?: number;
  /** Wait this long before answering. */
  delayMs?: number;
};

export type FakeEmbeddings = {
  /** Ends with /v1, as EMBEDDING_BASE_URL expects. */
  baseUrl: string;
  /** Every request's inputs, in order. */
  requests: { model: string; input: string[]; authorization: string | undefined }[];
  configure(options: FakeEmbeddingsOptions): void;
  close(): Promise<void>;
};

export const FAKE_DIMENSIONS = 64;

const bucketOf = (word: string) =>
  createHash('sha256').update(word).digest().readUInt32BE(0) % FAKE_DIMENSIONS;

/** A unit vector counting the text's words (of three letters or more) by bucket. */
export function fakeVector(text: string, synonyms: Record<string, string> = {}): number[] {
  const vector = new Array<number>(FAKE_DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    const word = synonyms[raw] ?? raw;
    vector[bucketOf(word)]! += 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

export async function startFakeEmbeddings(initial: FakeEmbeddingsOptions = {}): Promise<FakeEmbeddings> {
  let options = initial;
  const requests: FakeEmbeddings['requests'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = () => {
        if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string[] };
        const input = typeof body.input === 'string' ? [body.input] : body.input;
        requests.push({ model: body.model, input, authorization: request.headers.authorization });
        if (options.failStatus) {
          response.writeHead(options.failStatus, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ error: { message: 'Incorrect API key provided: sk-se****cret', type: 'fake' } }),
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            object: 'list',
            data: input.map((text, index) => ({
              object: 'embedding',
              index,
              embedding: fakeVector(text, options.synonyms),
            })),
            model: body.model,
            usage: { prompt_tokens: input.length, total_tokens: input.length },
          }),
        );
      };
      if (options.delayMs) setTimeout(answer, options.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    configure: (next) => {
      options = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
