import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { streamEventSchema, type StreamEvent } from '@amicus/contract/chats/stream-events';

/**
 * A real HTTP client for our event streams (fetch, as the browser uses): it parses `data:` events with the
 * contract's schema, counts `:` comment lines, and can leave mid-stream like a closed tab.
 */
export type OpenedStream<E = StreamEvent> = {
  status: number;
  headers: Headers;
  /** The JSON body, when the server answered without opening a stream (an error). */
  json?: unknown;
  events: E[];
  comments: number;
  /** Resolves when the next event arrives that matches `predicate` (or at once if one already did). */
  waitFor: (predicate: (event: E) => boolean, timeoutMs?: number) => Promise<E>;
  /** Resolves with every event once the server ends the stream. */
  finished: Promise<E[]>;
  /** Leaves mid-stream (closes the connection). */
  leave: () => void;
};

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/api/v1`;
}

export async function openStream<E = StreamEvent>(
  baseUrl: string,
  path: string,
  options: {
    token: string;
    method?: 'GET' | 'POST' | 'PUT';
    body?: unknown;
    /** The contract schema of the stream's events (a chat stream's by default). */
    schema?: ZodType<E>;
  },
): Promise<OpenedStream<E>> {
  const schema = (options.schema ?? streamEventSchema) as ZodType<E>;
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${options.token}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: abort.signal,
  });
  const events: E[] = [];
  const waiters: { predicate: (e: E) => boolean; resolve: (e: E) => void }[] = [];
  const opened: OpenedStream<E> = {
    status: response.status,
    headers: response.headers,
    events,
    comments: 0,
    waitFor: (predicate, timeoutMs = 10_000) => {
      const found = events.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out waiting for a stream event')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    finished: Promise.resolve(events),
    leave: () => abort.abort(),
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    opened.json = await response.json();
    return opened;
  }

  opened.finished = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const bytes of response.body!) {
        buffer += decoder.decode(bytes as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) {
            opened.comments += 1;
            continue;
          }
          const event = schema.parse(JSON.parse(block.replace(/^data: /, '')));
          events.push(event);
          for (const waiter of waiters.splice(0)) {
            if (waiter.predicate(event)) waiter.resolve(event);
            else waiters.push(waiter);
          }
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
    return events;
  })();
  return opened;
}

/** The text of a stream's content events, in order. */
export const textOf = (events: StreamEvent[]) =>
  events.map((event) => ('content' in event ? event.content : '')).join('');

/**
 * A reply's own events (start, content, error, done) without the grounding events (sources, citationCheck) that
 * every reply now carries: for tests of the stream's mechanics. grounded-replies.routes.test.ts tests those.
 */
export const replyEvents = <E extends object>(events: E[]) =>
  events.filter((event) => !('sources' in event) && !('citationCheck' in event));
