import { chatMessages } from '@amicus/contract/chats/messages';

/**
 * A reader for `text/event-stream` answers (the WHATWG server-sent events format) over fetch, which unlike
 * EventSource can POST a body and send the bearer header. Each event's `data:` lines are joined and parsed as
 * JSON; comment lines (`: ping`) are heartbeats and skipped. The failure texts are those of spec section 8.
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
  let buffer = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length === 0) return;
    const raw = dataLines.join('\n');
    dataLines = [];
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (error) {
      throw new StreamParseError(error instanceof Error ? error.message : String(error));
    }
    const error = errorField(data);
    if (error !== undefined) {
      if (!handlers.onError) throw new StreamEventError(error);
      handlers.onError(error);
      return;
    }
    handlers.onEvent(data);
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // heartbeat / comment
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    // `event:`, `id:` and `retry:` carry nothing this app uses.
    if (field === 'data') dataLines.push(value);
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      // Lines end in \n, \r\n or \r; a trailing \r may be the first half of \r\n, so it waits for more.
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        if (ch === '\r' && i === buffer.length - 1) break;
        processLine(buffer.slice(start, i));
        if (ch === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    }
    buffer += decoder.decode();
    // A last event without its blank line still counts: servers that close right after writing it exist.
    if (buffer) processLine(buffer.replace(/\r$/, ''));
    dispatch();
  } catch (error) {
    // Stop the download too: nothing more will be read from this answer.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
