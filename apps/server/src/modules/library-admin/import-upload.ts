import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  LIBRARY_ARCHIVE_EXTENSIONS,
  LIBRARY_FILE_EXTENSIONS,
  LIBRARY_IMPORT_MAX_FILES,
} from '@amicus/contract/library/admin-schemas';
import { libraryAdminMessages as m } from '@amicus/contract/library/admin-messages';
import { AppError, badRequest } from '../../http/app-error';
import { keepFormField } from '../../http/request-text';

/** One uploaded file on disk, under the name it was sent with (cleaned). */
export type ImportUploadFile = { name: string; path: string; size: number };

export type ImportUpload = {
  fields: Record<string, string>;
  files: ImportUploadFile[];
  /** Removes the temporary folder; called once the files are stored (or the request failed). */
  cleanup: () => Promise<void>;
};

const endsWithAny = (name: string, endings: readonly string[]) =>
  endings.some((ending) => name.toLowerCase().endsWith(ending));
export const isArchiveName = (name: string) => endsWithAny(name, LIBRARY_ARCHIVE_EXTENSIONS);

/**
 * The last path segment of a sent name without control characters, at most 200 characters, never a dot file:
 * the name is shown and decides which importer reads it, never where it is stored.
 */
export function cleanUploadName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'upload';
}

/** Two files of one upload may not share a name: the second becomes `name (2).xml`. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const dot = name.search(/\.(tar\.gz|[^.]+)$/i);
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

type MultipartError = Error & { code?: string };

function toUploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as MultipartError)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', m.tooLarge(maxBytes / 1024 / 1024));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE', m.tooManyFiles(LIBRARY_IMPORT_MAX_FILES));
  if (code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  return badRequest(m.uploadUnreadable);
}

/**
 * Reads the import form: its text fields, and its files streamed one by one to a fresh folder under `tempRoot`
 * (an upload is never held in memory). The upload as a whole may be at most `maxBytes`: the byte past it stops
 * the read with 413. One archive alone, or files a format reads; anything else is refused naming the file.
 */
export async function readImportUpload(
  request: FastifyRequest,
  tempRoot: string,
  maxBytes: number,
): Promise<ImportUpload> {
  const dir = path.join(tempRoot, `library-${randomUUID()}`);
  await fs.mkdir(dir, { recursive: true });
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: ImportUploadFile[] = [];
  const taken = new Set<string>();
  let total = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: LIBRARY_IMPORT_MAX_FILES, fields: 10, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        keepFormField(part, fields);
        continue;
      }
      const name = uniqueName(cleanUploadName(part.filename), taken);
      if (!isArchiveName(name) && !endsWithAny(name, LIBRARY_FILE_EXTENSIONS))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.unsupportedFile(name));
      const archive = files.find((file) => isArchiveName(file.name));
      if (archive || (files.length > 0 && isArchiveName(name)))
        throw badRequest(m.archiveWithOthers(archive?.name ?? name));
      const filePath = path.join(dir, String(files.length));
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          total += chunk.length;
          if (total > maxBytes)
            callback(new AppError('PAYLOAD_TOO_LARGE', m.tooLarge(maxBytes / 1024 / 1024)));
          else callback(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(filePath));
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge(maxBytes / 1024 / 1024));
      files.push({ name, path: filePath, size: part.file.bytesRead });
    }
  } catch (error) {
    await cleanup();
    throw toUploadError(error, maxBytes);
  }
  return { fields, files, cleanup };
}
