import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { streamChatCompletions } from './chat-completions-stream';
import { LlmError, type LlmRequest } from './llm';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.configure({}));

const requestTo = (baseUrl: string, overrides: Partial<LlmRequest> = {}): LlmRequest => ({
  model: { provider: 'openai-compatible', modelId: 'fake-model', apiKey: 'sk-test-key', baseUrl },
  system: 'You are a careful assistant.',
  messages: [
    { role: 'user', content: 'My landlord kept my deposit.' },
    { role: 'assistant', content: 'When did you move out?' },
    { role: 'user', content: 'On 31 March.' },
  ],
  maxOutputTokens: 500,
  ...overrides,
});

async function collect(request: LlmRequest): Promise<{ chunks: string[]; error?: unknown }> {
  const chunks: string[] = [];
  try {
    await streamChatCompletions(request, (chunk) => chunks.push(chunk));
    return { chunks };
  } catch (error) {
    return { chunks, error };
  }
}

/** A server that answers every request with `respond`, for wire details the fake does not produce. */
async function rawServer(
  respond: (res: http.ServerResponse) => void,
): Promise<{ baseUrl: string; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => respond(res));
  });
  server.on('connection', () => (connections += 1));
  // As hosted providers do: idle connections are kept for a minute, so the client decides when to close them.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    connections: () => connections,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Runs `test` against a raw server, closed afterwards whatever happens. */
async function withRawServer(
  respond: (res: http.ServerResponse) => void,
  test: (server: Awaited<ReturnType<typeof rawServer>>) => Promise<void>,
) {
  const server = await rawServer(respond);
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

const chunkEvent = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

describe('streamChatCompletions', () => {
  it('sends a Chat Completions request and yields the reply’s chunks in order', async () => {
    fake.configure({ reply: () => ['The ', 'deposit ', 'must ', 'come ', 'back.'] });
    const { chunks, error } = await collect(requestTo(fake.baseUrl));
    expect(error).toBeUndefined();
    expect(chunks).toEqual(['The ', 'deposit ', 'must ', 'come ', 'back.']);

    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toEqual({
      model: 'fake-model',
      max_tokens: 500,
      stream: true,
      messages: [
        { role: 'system', content: 'You are a careful assistant.' },
        { role: 'user', content: 'My landlord kept my deposit.' },
        { role: 'assistant', content: 'When did you move out?' },
        { role: 'user', content: 'On 31 March.' },
      ],
    });
  });

  it('sends no authorization header when there is no key', async () => {
    const request = requestTo(fake.baseUrl);
    await collect({ ...request, model: { ...request.model, apiKey: undefined } as LlmRequest['model'] });
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it.each([
    [401, 'The AI provider rejected the API key. Check the key in your settings.'],
    [403, 'The AI provider rejected the API key. Check the key in your settings.'],
    [404, 'The AI provider does not offer the selected model.'],
    [429, 'The AI provider is busy or over its quota. Please try again shortly.'],
    [500, 'The AI provider failed to answer (status 500). Please try again.'],
  ])('turns an answer with status %i into our own message', async (status, message) => {
    fake.configure({ failStatus: status });
    const { chunks, error } = await collect(requestTo(fake.baseUrl));
    expect(chunks).toEqual([]);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).message).toBe(message);
    expect((error as LlmError).status).toBe(status);
  });

  it('keeps the chunks before an error event, then fails with our message', async () => {
    fake.configure({ reply: () => ['One ', 'two ', 'three '], failAfterChunks: 2, failStatus: 500 });
    const { chunks, error } = await collect(requestTo(fake.baseUrl));
    expect(chunks).toEqual(['One ', 'two ']);
    expect((error as LlmError).message).toBe(
      'The AI provider stopped with an error before the reply was complete.',
    );
  });

  it('ends quietly when aborted, and the provider sees the connection close', async () => {
    fake.configure({ reply: () => Array.from({ length: 50 }, (_, i) => `w${i} `), chunkDelayMs: 20 });
    const abort = new AbortController();
    const before = fake.abortedCount();
    const chunks: string[] = [];
    await streamChatCompletions({ ...requestTo(fake.baseUrl), signal: abort.signal }, (chunk) => {
      chunks.push(chunk);
      if (chunks.length === 3) abort.abort();
    });
    expect(chunks).toEqual(['w0 ', 'w1 ', 'w2 ']);
    await expect.poll(() => fake.abortedCount()).toBe(before + 1);
  });

  it('says the provider could not be reached when nothing listens', async () => {
    const closed = await rawServer(() => undefined);
    await closed.close();
    const { error } = await collect(requestTo(closed.baseUrl));
    expect((error as LlmError).message).toBe('The AI provider could not be reached. Please try again.');
  });

  it('reads events split across packets, with CRLF line ends and comments between them', async () => {
    await withRawServer(
      (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const wire = `: keep-alive\r\n\r\n${chunkEvent('Hello').replace(/\n/g, '\r\n')}${chunkEvent(', world')}data: [DONE]\n\n`;
        const pieces = wire.match(/[\s\S]{1,7}/g)!;
        let i = 0;
        const next = () => {
          if (i === pieces.length) return res.end();
          res.write(pieces[i++]);
          setTimeout(next, 1);
        };
        next();
      },
      async (server) => {
        const { chunks, error } = await collect(requestTo(server.baseUrl));
        expect(error).toBeUndefined();
        expect(chunks.join('')).toBe('Hello, world');
      },
    );
  });

  it('stops at [DONE] and ignores chunks without text (role, finish reason)', async () => {
    await withRawServer(
      (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`);
        res.write(chunkEvent('Only this.'));
        res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\n`);
        res.write('data: [DONE]\n\n');
        res.write(chunkEvent('Never this.'));
        res.end();
      },
      async (server) => {
        expect(await collect(requestTo(server.baseUrl))).toEqual({ chunks: ['Only this.'] });
      },
    );
  });

  it.each([
    ['ends after [DONE]: it is read to its end and the next reply reuses the connection', true, 1],
    ['does not end after [DONE]: its connection is closed after a moment', false, 2],
  ])('an answer that %s', async (_, ends, connections) => {
    await withRawServer(
      (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunkEvent('Reply.'));
        res.write('data: [DONE]\n\n');
        if (ends) setTimeout(() => res.end(), 5);
      },
      async (server) => {
        expect(await collect(requestTo(server.baseUrl))).toEqual({ chunks: ['Reply.'] });
        expect(await collect(requestTo(server.baseUrl))).toEqual({ chunks: ['Reply.'] });
        expect(server.connections()).toBe(connections);
      },
    );
  });

  describe('connections to the provider', () => {
    const answer = (res: http.ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`${chunkEvent('Reply.')}data: [DONE]\n\n`);
    };

    it('are kept for the next reply after more than 5 s idle (node’s own default)', async () => {
      await withRawServer(answer, async (server) => {
        expect(await collect(requestTo(server.baseUrl))).toEqual({ chunks: ['Reply.'] });
        await new Promise((resolve) => setTimeout(resolve, 5_500));
        expect(await collect(requestTo(server.baseUrl))).toEqual({ chunks: ['Reply.'] });
        expect(server.connections()).toBe(1);
      });
    }, 15_000);

    /** Answers which request on its connection `res` answers: 1 for a new connection, 2 for its first reuse… */
    const requestCounter = () => {
      const requestsOn = new WeakMap<object, number>();
      return (res: http.ServerResponse) => {
        const count = (requestsOn.get(res.socket!) ?? 0) + 1;
        requestsOn.set(res.socket!, count);
        return count;
      };
    };

    it('are replaced when the provider closes one just as it is reused, and the reply still comes', async () => {
      const nthOnConnection = requestCounter();
      await withRawServer(
        (res) => {
          // The provider's idle timeout and our second request crossing on the wire.
          if (nthOnConnection(res) === 2) res.socket!.destroy();
          else answer(res);
        },
        async (server) => {
          expect(await collect(requestTo(server.baseUrl))).toEqual({ chunks: ['Reply.'] });
          expect(await collect(requestTo(server.baseUrl))).toEqual({ chunks: ['Reply.'] });
          expect(server.connections()).toBe(2);
        },
      );
    });

    it('are not sent again when the provider drops a reused one after its answer began', async () => {
      const nthOnConnection = requestCounter();
      let requests = 0;
      await withRawServer(
        (res) => {
          requests += 1;
          if (nthOnConnection(res) === 1) return answer(res);
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(chunkEvent('Partial.'), () => setTimeout(() => res.socket!.resetAndDestroy(), 20));
        },
        async (server) => {
          expect(await collect(requestTo(server.baseUrl))).toEqual({ chunks: ['Reply.'] });
          const { chunks, error } = await collect(requestTo(server.baseUrl));
          expect(chunks).toEqual(['Partial.']);
          expect(error).toBeInstanceOf(LlmError);
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(requests).toBe(2);
        },
      );
    });

    it('are all kept after more replies at once than node keeps by default (256)', async () => {
      await withRawServer(answer, async (server) => {
        const wave = () => Promise.all(Array.from({ length: 300 }, () => collect(requestTo(server.baseUrl))));
        for (const result of await wave()) expect(result).toEqual({ chunks: ['Reply.'] });
        for (const result of await wave()) expect(result).toEqual({ chunks: ['Reply.'] });
        expect(server.connections()).toBe(300);
      });
    });
  });

  it('says the reply could not be read when an event is not JSON', async () => {
    await withRawServer(
      (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`${chunkEvent('Fine so far.')}data: {not json\n\n`);
      },
      async (server) => {
        const { chunks, error } = await collect(requestTo(server.baseUrl));
        expect(chunks).toEqual(['Fine so far.']);
        expect((error as LlmError).message).toBe(
          'The AI provider sent a reply that could not be read. Please try again.',
        );
      },
    );
  });

  it('says the connection was lost when the provider drops it mid-reply', async () => {
    await withRawServer(
      (res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunkEvent('Half a '));
        setTimeout(() => res.socket?.destroy(), 20);
      },
      async (server) => {
        const { chunks, error } = await collect(requestTo(server.baseUrl));
        expect(chunks).toEqual(['Half a ']);
        expect((error as LlmError).message).toBe(
          'The connection to the AI provider was lost before the reply was complete.',
        );
      },
    );
  });
});
