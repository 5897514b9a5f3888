import { chatMessages } from '@amicus/contract/chats/messages';
import { createParser } from 'eventsource-parser';

/**
 * A reader for `text/event-stream` answers over fetch, which unlike EventSource can POST a body and send the
 * bearer header. eventsource-parser splits the WHATWG format (line endings, multi-line data, comments used as
 * heartbeats); this file parses each event's data as JSON and gives each failure its fixed text.
 */

/** A non-OK answer where a stream was expected: 'HTTP error! status: {code}, message: {body}'. */
export class StreamHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(chatMessages.httpError(status, body));
    this.name = 'StreamHttpError';
  }
}

/** An event whose data is not JSON: 'Error parsing message: …'. */
export class StreamParseError extends Error {
  constructor(detail: string) {
    super(chatMessages.parseError(detail));
    this.name = 'StreamParseError';
  }
}

/** An `{ "error": "…" }` event the caller did not take: the server's own text. */
export class StreamEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamEventError';
  }
}

export type EventStreamHandlers = {
  /** Every event's parsed data, in order (error events too when `onError` is not given). */
  onEvent: (data: unknown) => void;
  /** Error events (`{ "error": "…" }`). Without it, an error event ends the read by throwing. */
  onError?: (message: string) => void;
};

function errorField(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const { error } = data as { error: unknown };
    if (typeof error === 'string') return error;
  }
  return undefined;
}

/**
 * Reads the stream to its end, calling the handlers synchronously per event. Throws StreamHttpError for a
 * non-OK response, 'Response body reader could not be obtained' without a body, StreamParseError for an event
 * that is not JSON, and rethrows the AbortError when the request's signal aborts.
 */
export async function readEventStream(response: Response, handlers: EventStreamHandlers): Promise<void> {
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new StreamHttpError(response.status, body);
  }
  const reader = response.body?.getReader();
  if (!reader) throw new Error(chatMessages.noReader);

  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent: ({ data: raw }) => {
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch (error) {
        throw new StreamParseError(error instanceof Error ? error.message : String(error));
      }
      const error = errorField(data);
      if (error === undefined) handlers.onEvent(data);
      else if (handlers.onError) handlers.onError(error);
      else throw new StreamEventError(error);
    },
  });

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      // The parser calls onEvent synchronously, so an error thrown there ends this loop.
      parser.feed(decoder.decode(value, { stream: true }));
    }
    // A last event without its blank line still counts: servers that close right after writing it exist.
    parser.feed(`${decoder.decode()}\n\n`);
  } catch (error) {
    // Stop the download too: nothing more will be read from this answer.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
