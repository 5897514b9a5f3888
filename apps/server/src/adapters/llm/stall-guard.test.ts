import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { createLlm } from './create-llm';
import { LlmError, type LlmRequest } from './llm';
import { llmErrors } from './llm-errors';

// Long enough that a pause of a busy test machine (the fake runs in this process) does not pass for a stall.
const IDLE_MS = 500;
const DEADLINE_MS = 2_000;

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  // The AI SDK is loaded by the first hosted call; on a busy machine that alone can take longer than IDLE_MS.
  await import('./hosted-stream');
});
afterAll(() => fake.close());
beforeEach(() => fake.configure({}));

const llm = createLlm({ timeouts: { idleMs: IDLE_MS, deadlineMs: DEADLINE_MS } });

const requestTo = (baseUrl: string, signal?: AbortSignal): LlmRequest => ({
  model: { provider: 'openai-compatible', modelId: 'fake-model', apiKey: 'sk-test-key', baseUrl },
  system: 'You are a careful assistant.',
  messages: [{ role: 'user', content: 'My landlord kept my deposit.' }],
  ...(signal ? { signal } : {}),
});

async function collect(request: LlmRequest): Promise<{ chunks: string[]; error?: unknown; ms: number }> {
  const chunks: string[] = [];
  const started = performance.now();
  try {
    await llm.stream(request, (chunk) => chunks.push(chunk));
    return { chunks, ms: performance.now() - started };
  } catch (error) {
    return { chunks, error, ms: performance.now() - started };
  }
}

describe('a model call with timeouts', () => {
  it('fails after the silence when the provider stops after three chunks, keeping them and hanging up', async () => {
    fake.configure({ reply: () => ['One ', 'two ', 'three ', 'four'], stallAfterChunks: 3 });
    const aborted = fake.abortedCount();
    const { chunks, error, ms } = await collect(requestTo(fake.baseUrl));
    expect(chunks).toEqual(['One ', 'two ', 'three ']);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).message).toBe(llmErrors.stalled().message);
    expect(ms).toBeGreaterThanOrEqual(IDLE_MS - 5);
    expect(ms).toBeLessThan(DEADLINE_MS);
    await expect.poll(() => fake.abortedCount()).toBe(aborted + 1);
  });

  it('fails after the silence when the provider never sends its headers', async () => {
    fake.configure({ neverAnswer: true });
    const aborted = fake.abortedCount();
    const { chunks, error } = await collect(requestTo(fake.baseUrl));
    expect(chunks).toEqual([]);
    expect((error as LlmError).message).toBe(llmErrors.stalled().message);
    await expect.poll(() => fake.abortedCount()).toBe(aborted + 1);
  });

  it('fails at the deadline when the provider keeps sending but never finishes', async () => {
    fake.configure({ reply: () => Array.from({ length: 100 }, (_, i) => `w${i} `), chunkDelayMs: 100 });
    const { chunks, error, ms } = await collect(requestTo(fake.baseUrl));
    expect((error as LlmError).message).toBe(llmErrors.tooSlow().message);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.length).toBeLessThan(100);
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 5);
  });

  it('lets a slow provider finish when every silence is shorter than the limit', async () => {
    fake.configure({
      reply: () => ['Slow ', 'but ', 'steady.'],
      firstChunkDelayMs: IDLE_MS / 2,
      chunkDelayMs: IDLE_MS / 2,
    });
    expect(await collect(requestTo(fake.baseUrl))).toMatchObject({ chunks: ['Slow ', 'but ', 'steady.'] });
  });

  it('counts keep-alive comments as signs of life', async () => {
    // OpenRouter sends comments while the model thinks: silence in text, not on the wire.
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const ping = setInterval(() => res.write(': PROCESSING\n\n'), IDLE_MS / 4);
      setTimeout(() => {
        clearInterval(ping);
        const chunk = { choices: [{ index: 0, delta: { content: 'Thought it over.' } }] };
        res.end(`data: ${JSON.stringify(chunk)}\n\ndata: [DONE]\n\n`);
      }, IDLE_MS * 3);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await collect(requestTo(`http://127.0.0.1:${port}/v1`))).toMatchObject({
        chunks: ['Thought it over.'],
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([
    ['stops after three chunks', { reply: () => ['One ', 'two ', 'three ', 'four'], stallAfterChunks: 3 }],
    ['never sends its headers', { neverAnswer: true }],
  ])('fails likewise through the AI SDK when the provider %s', async (_, options) => {
    fake.configure(options);
    const aborted = fake.abortedCount();
    const request = requestTo(fake.baseUrl);
    const { chunks, error } = await collect({ ...request, model: { ...request.model, provider: 'openai' } });
    expect(chunks.join('')).toBe('stallAfterChunks' in options ? 'One two three ' : '');
    expect((error as LlmError).message).toBe(llmErrors.stalled().message);
    await expect.poll(() => fake.abortedCount()).toBe(aborted + 1);
  });

  it('ends quietly, without a timeout error, when the caller aborts during a stall', async () => {
    fake.configure({ reply: () => ['One ', 'two '], stallAfterChunks: 1 });
    const abort = new AbortController();
    const chunks: string[] = [];
    await llm.stream(requestTo(fake.baseUrl, abort.signal), (chunk) => {
      chunks.push(chunk);
      setTimeout(() => abort.abort('stop'), IDLE_MS / 4);
    });
    expect(chunks).toEqual(['One ']);
  });
});
