import fs from 'node:fs/promises';
import { extractDocument } from './extract-document';
import type { ReaderReply, ReaderRequest } from './reader-protocol';

/**
 * A document reader process's loop: one file at a time, `{ id, source, limits }` in, `{ id, result }` out.
 * It runs apart from the server, with a small heap and a deadline the server enforces by killing it, so a
 * hostile file that slips past the limits can only end this process.
 */
const send = (reply: ReaderReply) => process.send?.(reply);

async function read(request: ReaderRequest) {
  const bytes = 'path' in request.source ? await fs.readFile(request.source.path) : request.source.bytes;
  return extractDocument(bytes, request.limits, { outline: request.outline ?? false });
}

if (!process.send) throw new Error('reader-process must be started by the document reader (fork)');

process.on('message', (request: ReaderRequest) => {
  read(request).then(
    (result) => send({ type: 'done', id: request.id, result }),
    (error: unknown) =>
      send({
        type: 'failed',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
// The server going away closes the channel: nothing is left to read for.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
