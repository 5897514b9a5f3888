import type { FastifyReply, FastifyRequest } from 'fastify';

/** More than this is not worth reading to say 413: the connection is closed at once, as before. */
const DRAIN_LIMIT_BYTES = 256 * 1024 * 1024;
/** A client that keeps sending past this long after its 413 loses the connection. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Lets a client that is still sending an oversized body read its 413. Closing the connection while body bytes
 * are still arriving makes the kernel reset it, and the reset can discard the answer before the client reads it
 * (an EPIPE or ECONNRESET instead of "The request is too large"). So the rest of the body is read and thrown
 * away, within bounds of size and time, and the connection stays usable.
 */
export function drainOversizedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  const declared = Number(request.headers['content-length']);
  if (declared > DRAIN_LIMIT_BYTES) return;
  reply.removeHeader('connection');
  let read = 0;
  // Destroying the request destroys its socket on a real connection, and is safe on an injected request too.
  const stop = () => raw.destroy();
  const timer = setTimeout(stop, DRAIN_TIMEOUT_MS).unref();
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT_BYTES) stop();
  });
  const done = () => clearTimeout(timer);
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}
