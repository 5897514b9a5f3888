import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
