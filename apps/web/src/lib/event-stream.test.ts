import { describe, expect, it, vi } from 'vitest';
import { readEventStream, StreamEventError, StreamParseError, type StreamHttpError } from './event-stream';

/** A streamed Response whose body arrives in exactly these pieces. */
function streamOf(pieces: (string | Uint8Array)[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' }, ...init });
}

async function collect(response: Response, onError?: (message: string) => void) {
  const events: unknown[] = [];
  await readEventStream(response, { onEvent: (e) => events.push(e), onError });
  return events;
}

describe('readEventStream', () => {
  it('delivers each data event parsed, in order', async () => {
    const events = await collect(
      streamOf([
        'data: {"start":true,"messageId":7}\n\n',
        'data: {"content":"Hello"}\n\n',
        'data: {"content":" world"}\n\n',
        'data: {"done":true,"messageId":7,"status":"complete","credits":9}\n\n',
      ]),
    );
    expect(events).toEqual([
      { start: true, messageId: 7 },
      { content: 'Hello' },
      { content: ' world' },
      { done: true, messageId: 7, status: 'complete', credits: 9 },
    ]);
  });

  it('reassembles events split anywhere across chunks, including inside a UTF-8 character and a CRLF', async () => {
    const bytes = new TextEncoder().encode(
      'data: {"content":"Déjà vu ✓"}\r\n\r\ndata: {"content":"next"}\n\n',
    );
    // Cut every 3 bytes, which splits the multi-byte characters and the \r\n pairs.
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 3) pieces.push(bytes.slice(i, i + 3));
    expect(await collect(streamOf(pieces))).toEqual([{ content: 'Déjà vu ✓' }, { content: 'next' }]);
  });

  it('skips heartbeat comments and unused fields', async () => {
    const events = await collect(
      streamOf([': ping\n\n', 'event: message\nid: 3\ndata: {"content":"a"}\n\n', ': ping\n\n']),
    );
    expect(events).toEqual([{ content: 'a' }]);
  });

  it('joins multi-line data and accepts a last event without its blank line', async () => {
    const events = await collect(streamOf(['data: {"content":\ndata: "x"}\n\ndata: {"content":"y"}']));
    expect(events).toEqual([{ content: 'x' }, { content: 'y' }]);
  });

  it('hands error events to onError and keeps reading', async () => {
    const onError = vi.fn();
    const events = await collect(
      streamOf([
        'data: {"content":"partial"}\n\n',
        'data: {"error":"The model provider failed"}\n\n',
        'data: {"done":true,"messageId":1,"status":"failed"}\n\n',
      ]),
      onError,
    );
    expect(onError).toHaveBeenCalledWith('The model provider failed');
    expect(events).toEqual([{ content: 'partial' }, { done: true, messageId: 1, status: 'failed' }]);
  });

  it('throws an error event when no onError is given', async () => {
    const read = collect(streamOf(['data: {"error":"Upstream down"}\n\n']));
    await expect(read).rejects.toBeInstanceOf(StreamEventError);
    await expect(collect(streamOf(['data: {"error":"Upstream down"}\n\n']))).rejects.toThrow('Upstream down');
  });

  it("rejects malformed JSON with 'Error parsing message: …'", async () => {
    const read = collect(streamOf(['data: {"content":"ok"}\n\n', 'data: {not json\n\n']));
    await expect(read).rejects.toBeInstanceOf(StreamParseError);
    await expect(collect(streamOf(['data: {not json\n\n']))).rejects.toThrow(/^Error parsing message: /);
  });

  it("rejects a non-OK answer with 'HTTP error! status: {code}, message: {body}'", async () => {
    const response = new Response('{"success":false,"message":"Not enough credits"}', { status: 402 });
    const read = readEventStream(response, { onEvent: () => undefined });
    await expect(read).rejects.toThrow(
      'HTTP error! status: 402, message: {"success":false,"message":"Not enough credits"}',
    );
    await expect(
      readEventStream(new Response('boom', { status: 500 }), { onEvent: () => undefined }),
    ).rejects.toMatchObject({ status: 500, body: 'boom' } satisfies Partial<StreamHttpError>);
  });

  it("rejects an answer without a body with 'Response body reader could not be obtained'", async () => {
    await expect(readEventStream(new Response(null), { onEvent: () => undefined })).rejects.toThrow(
      'Response body reader could not be obtained',
    );
  });

  it('stops reading when the request is aborted', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('data: {"content":"first"}\n\n'));
        controller.signal.addEventListener('abort', () => c.error(new DOMException('Aborted', 'AbortError')));
      },
    });
    const events: unknown[] = [];
    const read = readEventStream(new Response(body), {
      onEvent: (e) => {
        events.push(e);
        controller.abort();
      },
    });
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([{ content: 'first' }]);
  });
});
