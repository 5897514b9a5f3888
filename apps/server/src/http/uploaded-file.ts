import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { uploadMessages } from '@amicus/contract/common/upload-messages';
import { badRequest } from './app-error';

/**
 * A name fit to show and to put in a Content-Disposition header: the last path segment (some browsers send a
 * full path), no control characters, at most 200 characters. The name never decides where a file is stored.
 */
export function cleanFileName(name: string | undefined, fallback = 'document'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters, and the bidirectional controls that can show "evil‮fdp.exe" as "evilexe.pdf".
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

/**
 * Streams one uploaded file's bytes to `filePath` as they arrive (a request never holds a file in memory) and
 * answers their SHA-256 (hex), taken on the way.
 */
export async function saveFilePart(file: Readable, filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(
    file,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(filePath),
  );
  return hash.digest('hex');
}

type PartsLimits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

/**
 * The parts of a multipart request, and `whileConnected` to await any work on them (saving a file) only while its
 * client is still sending. A client that hangs up before its body is whole ends the reading with a form cut short:
 * the parser alone could wait forever (for a close that came before it listened, or a file stream it never ended),
 * leaving the form's temporary folder behind.
 */
export function openParts(request: FastifyRequest, limits: PartsLimits) {
  const cutShort = () => badRequest(uploadMessages.uploadUnreadable);
  let onClose = () => {};
  const gone = new Promise<never>((_, reject) => {
    onClose = () => {
      // As the parser judges it: a body not read to its end before the close will never be.
      if (!request.raw.readableEnded) reject(cutShort());
    };
  });
  // Whoever awaits it sees the rejection; a form read to its end never does.
  gone.catch(() => undefined);
  if (request.raw.destroyed || request.raw.readableAborted) onClose();
  else request.raw.once('close', onClose);
  const whileConnected = <T>(work: Promise<T>): Promise<T> => Promise.race([work, gone]);
  const iterator = request.parts({ limits })[Symbol.asyncIterator]();
  async function* parts() {
    try {
      for (;;) {
        const next = await whileConnected(iterator.next());
        if (next.done) return;
        yield next.value;
      }
    } finally {
      request.raw.off('close', onClose);
    }
  }
  return { parts: parts(), whileConnected };
}
