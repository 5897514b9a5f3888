import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small, real OpenAI-compatible server (Chat Completions, streamed as server-sent events) that stands in for
 * a hosted model at the network edge: server tests, the browser journeys and the chat-stream benchmark point
 * LLM_BASE_URL at it. It records every request and counts requests the client aborted mid-answer.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type ChatCompletionMessage = { role: string; content: JsonValue; [key: string]: JsonValue };

/** The request body as received (Chat Completions), typed for the fields tests read. */
export type ChatCompletionRequestBody = {
  model: string;
  stream?: boolean;
  messages: ChatCompletionMessage[];
  [key: string]: JsonValue | undefined;
};

export type RecordedRequest = {
  body: ChatCompletionRequestBody;
  /** Header names lower-case; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** Every message's text joined, system prompt first: what the model was asked, for easy assertions. */
  prompt: string;
};

export type FakeOpenAiOptions = {
  /**
   * The reply to a request, from the text of its last user message. A string is streamed word by word (one
   * chunk per word with its trailing whitespace); an array is streamed as exactly those chunks.
   * Default: a deterministic Markdown reply quoting the question.
   */
  reply?: (lastUserMessage: string) => string | string[];
  /** Pause between chunks. Default 0. */
  chunkDelayMs?: number;
  /** Pause before the first chunk (the headers go out at once). Default 0. */
  firstChunkDelayMs?: number;
  /**
   * Without failAfterChunks: answer this HTTP status (with an OpenAI-style error body) instead of a stream.
   * With failAfterChunks: the status named in the error event sent mid-stream.
   */
  failStatus?: number;
  /** Send this many chunks, then nothing more, holding the connection open until the client closes it. */
  stallAfterChunks?: number;
  /** Read the request and never answer, not even the headers, until the client closes the connection. */
  neverAnswer?: boolean;
  /** Send this many chunks, then an error event, then end the stream. */
  failAfterChunks?: number;
};

export type FakeOpenAi = {
  /** Ends with /v1, as LLM_BASE_URL expects. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Streams the client closed before the fake finished them (Stop reached the provider). */
  abortedCount(): number;
  /** Replaces the options for requests that arrive from now on. */
  configure(options: FakeOpenAiOptions): void;
  close(): Promise<void>;
};

export function defaultFakeReply(question: string): string {
  const quoted = question.trim().split('\n')[0]!.slice(0, 200);
  return [
    '## What this means for you',
    '',
    `You asked: "${quoted}"`,
    '',
    '- **First**, write down the key dates and keep every document.',
    '- **Second**, check the deadline that applies to your situation.',
    '- **Third**, contact a local legal aid office if the stakes are high.',
    '',
    'This is legal information, not legal advice.',
  ].join('\n');
}

function textOf(content: JsonValue): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) =>
        part && typeof part === 'object' && !Array.isArray(part) && typeof part.text === 'string'
          ? part.text
          : '',
      )
      .join('');
  }
  return '';
}

function chunksOf(reply: string | string[]): string[] {
  if (Array.isArray(reply)) return reply;
  return reply.match(/\s*\S+\s*/g) ?? (reply ? [reply] : []);
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined);

function isBody(value: unknown): value is ChatCompletionRequestBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { messages?: unknown }).messages) &&
    typeof (value as { model?: unknown }).model === 'string'
  );
}

export async function startFakeOpenAi(initial: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  let options = initial;
  let aborted = 0;
  const requests: RecordedRequest[] = [];
  let sequence = 0;

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });
  // Hundreds of concurrent streams in the benchmark.
  server.maxConnections = 10_000;
  // Longer than any client's idle keep-alive, so a client never reuses a connection the fake is closing.
  server.keepAliveTimeout = 65_000;

  async function readBody(req: http.IncomingMessage): Promise<unknown> {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    try {
      return JSON.parse(Buffer.concat(parts).toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  }

  function sendJson(res: http.ServerResponse, status: number, body: JsonValue) {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && url === '/v1/models') {
      return sendJson(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }] });
    }
    if (req.method !== 'POST' || url !== '/v1/chat/completions') {
      return sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    }
    const body = await readBody(req);
    if (!isBody(body)) {
      return sendJson(res, 400, { error: { message: 'Invalid body', type: 'invalid_request_error' } });
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const prompt = body.messages.map((m) => textOf(m.content)).join('\n\n');
    requests.push({ body, headers, prompt });

    // The options in force when the request arrived apply to the whole answer.
    const current = options;
    const lastUser = [...body.messages].reverse().find((m) => m.role === 'user');
    const reply = (current.reply ?? defaultFakeReply)(lastUser ? textOf(lastUser.content) : '');
    const chunks = chunksOf(reply);

    if (current.neverAnswer) {
      await new Promise<void>((resolve) =>
        res.on('close', () => {
          aborted += 1;
          resolve();
        }),
      );
      return;
    }

    if (current.failStatus !== undefined && current.failAfterChunks === undefined) {
      await sleep(current.firstChunkDelayMs ?? 0);
      return sendJson(res, current.failStatus, {
        error: { message: 'The fake provider failed on purpose', type: 'server_error', code: null },
      });
    }

    if (!body.stream) {
      await sleep(current.firstChunkDelayMs ?? 0);
      return sendJson(res, 200, {
        id: `chatcmpl-fake-${++sequence}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: chunks.join('') }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: prompt.length, completion_tokens: chunks.length, total_tokens: 0 },
      });
    }

    let closedByClient = false;
    let finished = false;
    res.on('close', () => {
      if (!finished) {
        closedByClient = true;
        aborted += 1;
      }
    });
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();

    const id = `chatcmpl-fake-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const event = (choice: { delta: { role?: string; content?: string }; finish_reason: string | null }) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, ...choice }] })}\n\n`;

    await sleep(current.firstChunkDelayMs ?? 0);
    for (let i = 0; i < chunks.length; i++) {
      if (closedByClient) return;
      if (current.failAfterChunks !== undefined && i === current.failAfterChunks) break;
      if (i === current.stallAfterChunks) {
        await new Promise((resolve) => res.on('close', resolve));
        return;
      }
      if (i > 0) await sleep(current.chunkDelayMs ?? 0);
      if (closedByClient) return;
      res.write(
        event({
          delta: i === 0 ? { role: 'assistant', content: chunks[i] } : { content: chunks[i] },
          finish_reason: null,
        }),
      );
    }
    if (closedByClient) return;
    if (current.failAfterChunks !== undefined) {
      // What a provider does when it fails mid-answer: an error event, then the stream ends.
      res.write(
        `data: ${JSON.stringify({ error: { message: 'The fake provider failed mid-stream', type: 'server_error', code: String(current.failStatus ?? 500) } })}\n\n`,
      );
      finished = true;
      res.end();
      return;
    }
    res.write(event({ delta: {}, finish_reason: 'stop' }));
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abortedCount: () => aborted,
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
