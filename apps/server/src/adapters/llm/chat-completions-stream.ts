import http from 'node:http';
import https from 'node:https';
import { finished } from 'node:stream/promises';
import { createParser } from 'eventsource-parser';
import { LlmError, type LlmRequest } from './llm';
import { llmErrors } from './llm-errors';

/** An error answer's body is read this far, to end the exchange cleanly; it is never passed on. */
const ERROR_BODY_LIMIT = 64 * 1024;
/** How long the end of an answer may lag behind its [DONE] before the connection is closed instead. */
const DONE_GRACE_MS = 1000;

/**
 * Connections to providers are kept for reuse. Node's global agents close an idle one after 5 s, so a user's
 * next message (typed in more than 5 s) paid for a new connection, over https a TLS handshake too, before its
 * first chunk; and they keep at most 256, fewer than the replies one instance streams at its busiest. A
 * provider's own `Keep-Alive: timeout` hint still closes a connection sooner, before the provider would.
 */
const AGENT_OPTIONS = { keepAlive: true, timeout: 30_000, maxFreeSockets: 1024, scheduling: 'lifo' } as const;
const agents = { http: new http.Agent(AGENT_OPTIONS), https: new https.Agent(AGENT_OPTIONS) };

type ChunkJson = {
  choices?: { delta?: { content?: unknown } }[];
  error?: unknown;
};

/**
 * Streams a reply from an OpenAI-compatible Chat Completions endpoint (LLM_BASE_URL: Ollama, vLLM, LM Studio,
 * OpenRouter) over node:http, its events parsed by eventsource-parser, each delta handed to `onText` as its
 * bytes are read. The AI SDK's provider does the same through fetch and a chain of web streams: on
 * bench/chat-stream that held ~100 KB of heap per open reply against ~20 KB here, and cost several times the
 * CPU per chunk (see docs/decisions/008). Same wire format, same errors: failures become LlmError with our own
 * words (a provider's text may echo part of a key), and an abort ends the stream quietly.
 */
export async function streamChatCompletions(
  request: LlmRequest,
  onText: (text: string) => void,
  /** Every read from the provider, keep-alive comments included (OpenRouter sends them while it waits). */
  onActivity: () => void = () => {},
): Promise<void> {
  const { model, signal } = request;
  if (!model.baseUrl) throw new LlmError('No address is configured for the OpenAI-compatible model.');
  const url = new URL(`${model.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const body = JSON.stringify({
    model: model.modelId,
    ...(request.maxOutputTokens ? { max_tokens: request.maxOutputTokens } : {}),
    messages: [{ role: 'system', content: request.system }, ...request.messages],
    stream: true,
  });

  let response: http.IncomingMessage;
  try {
    response = await post(url, body, model.apiKey, signal);
  } catch (error) {
    if (signal?.aborted) return;
    throw error instanceof LlmError ? error : llmErrors.unreachable(error);
  }

  onActivity();
  if ((response.statusCode ?? 0) >= 400) {
    await drain(response);
    throw llmErrors.forStatus(response.statusCode!);
  }

  let done = false;
  /** What went wrong while reading: an error event, an unreadable event, or `onText` itself. */
  let failure: unknown;
  let lingering: NodeJS.Timeout | undefined;
  const parser = createParser({
    onEvent: ({ data }) => {
      if (done || signal?.aborted) return;
      if (data === '[DONE]') {
        // The answer ends right after [DONE]: read that end too, so the connection goes back to the pool for
        // the next reply instead of being closed. A provider that keeps it open anyway is cut off after a
        // moment.
        done = true;
        lingering = setTimeout(() => response.destroy(), DONE_GRACE_MS).unref();
        return;
      }
      const delta = contentOf(data);
      if (delta) onText(delta);
    },
  });
  // Pushed straight from the socket's reads: no async iteration between the provider's bytes and `onText`.
  response.setEncoding('utf8');
  response.on('data', (text: string) => {
    onActivity();
    try {
      parser.feed(text);
    } catch (error) {
      failure = error;
      response.destroy();
    }
  });
  try {
    await finished(response);
  } catch (error) {
    // Cut off before its end: lost, unless it was done or stopped (or already failed).
    if (failure === undefined && !done && !signal?.aborted) failure = llmErrors.connectionLost(error);
  } finally {
    clearTimeout(lingering);
    // Ended early (Stop, or a failure): free the socket rather than read on.
    if (!response.complete) response.destroy();
  }
  // Checked after the end as well: a failure in the last bytes can come with the end of the answer.
  if (failure !== undefined) throw failure;
}

/** The text of one chunk; an error event inside an answered stream means the provider gave up mid-reply. */
function contentOf(data: string): string | undefined {
  let chunk: ChunkJson;
  try {
    chunk = JSON.parse(data) as ChunkJson;
  } catch (error) {
    throw llmErrors.malformed(error);
  }
  if (chunk.error !== undefined && chunk.error !== null) throw llmErrors.failedMidReply();
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : undefined;
}

/**
 * Posts the request. A kept connection can be closed by the provider just as we reuse it (its idle timeout and
 * our request cross on the wire); the request then fails before any answer, and nothing was processed, so it is
 * sent again, on another connection. A failure on a new connection is reported.
 */
function post(
  url: URL,
  body: string,
  apiKey: string | undefined,
  signal: AbortSignal | undefined,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const [client, agent] = url.protocol === 'https:' ? [https, agents.https] : [http, agents.http];
    const outgoing = client.request(url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        accept: 'text/event-stream',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      ...(signal ? { signal } : {}),
    });
    let answered = false;
    outgoing.once('response', (response) => {
      answered = true;
      resolve(response);
    });
    // Socket errors reach the request even after the answer began; only one before it may be retried.
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      const closedOnReuse = outgoing.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      if (closedOnReuse && !signal?.aborted) resolve(post(url, body, apiKey, signal));
      else reject(error);
    });
    outgoing.end(body);
  });
}

async function drain(response: http.IncomingMessage) {
  let read = 0;
  try {
    for await (const part of response as AsyncIterable<Buffer>) {
      read += part.length;
      if (read > ERROR_BODY_LIMIT) break;
    }
  } catch {
    // The status says enough.
  } finally {
    response.destroy();
  }
}
