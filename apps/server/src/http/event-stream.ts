import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A comment line goes out after this much silence, so proxies and browsers keep a quiet stream open. */
export const HEARTBEAT_MS = 15_000;
const HEARTBEAT_CHECK_MS = 5_000;

/** A server-sent event stream of one kind of event (a chat reply's, a job's). */
export type EventStream<Event> = {
  send: (event: Event) => void;
  end: () => void;
  readonly closed: boolean;
  /** Runs when the client goes away or the stream is ended. */
  onClose: (callback: () => void) => void;
};

type OpenStream = { res: ServerResponse; lastWrite: number };

// One timer for every open stream of the process rather than one per stream.
const open = new Set<OpenStream>();
let heartbeat: NodeJS.Timeout | undefined;

function watch(stream: OpenStream) {
  open.add(stream);
  heartbeat ??= setInterval(() => {
    const now = Date.now();
    for (const s of open) {
      if (now - s.lastWrite >= HEARTBEAT_MS) {
        s.lastWrite = now;
        s.res.write(': ping\n\n');
      }
    }
  }, HEARTBEAT_CHECK_MS).unref();
}

function unwatch(stream: OpenStream) {
  open.delete(stream);
  if (open.size === 0 && heartbeat) {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }
}

/**
 * Takes over the response and opens a server-sent event stream: `data: {json}` events, `: ping` heartbeats.
 * No buffering anywhere on the way (nginx's X-Accel-Buffering, no-transform against compressing proxies).
 */
export function openEventStream<Event>(reply: FastifyReply): EventStream<Event> {
  reply.hijack();
  const res = reply.raw;
  // Headers set on the reply so far (security headers) go out too; hijacking skips Fastify's own sending.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // The headers leave with the first event (start), in one packet; small events are not held back by Nagle.
  res.socket?.setNoDelay(true);
  const stream: OpenStream = { res, lastWrite: Date.now() };
  watch(stream);
  const callbacks: (() => void)[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    unwatch(stream);
    for (const callback of callbacks.splice(0)) callback();
  };
  res.on('close', close);

  return {
    send: (event) => {
      if (closed) return;
      stream.lastWrite = Date.now();
      res.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end: () => {
      if (!closed) res.end();
      close();
    },
    get closed() {
      return closed;
    },
    onClose: (callback) => {
      if (closed) callback();
      else callbacks.push(callback);
    },
  };
}
