import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';
import { keepFormField } from './request-text';
import { cleanFileName, openParts, saveFilePart } from './uploaded-file';

/** The one file of an upload, on disk in its own temporary directory until it is stored. */
export type SingleUpload = { fileName: string; path: string; size: number; sha256: string };

export type SingleFileForm = {
  fields: Record<string, string>;
  file: SingleUpload | undefined;
  /** Removes the temporary directory; the route calls it once the request is answered. */
  cleanup: () => Promise<void>;
};

export type SingleFileFormOptions = {
  maxBytes: number;
  /** The name a file sent without one is called in messages. */
  fallbackName: string;
  /** What the file is, in "Send the … as file." */
  what: string;
  fields: number;
  fieldSize: number;
  fileTooLarge: (fileName: string, limitMb: number) => string;
  oneFileOnly: string;
};

type MultipartError = Error & { code?: string; part?: { filename?: string } };

function toUploadError(error: unknown, options: SingleFileFormOptions): unknown {
  const e = error as MultipartError;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      options.fileTooLarge(
        cleanFileName(e.part?.filename, options.fallbackName),
        options.maxBytes / (1024 * 1024),
      ),
    );
  if (e?.code === 'FST_FILES_LIMIT') return badRequest(options.oneFileOnly);
  if (e?.code === 'FST_FIELDS_LIMIT' || e?.code === 'FST_PARTS_LIMIT')
    return badRequest('Too many form fields');
  if (error instanceof AppError) return error;
  return badRequest(
    'The upload could not be read: its form data is cut short or malformed. Please send it again.',
  );
}

/**
 * Reads a multipart form of text fields and one file in the field `file`, streamed to disk under `tempRoot` as it
 * arrives (never held in memory), at most `maxBytes`. Nothing is left on disk when it throws.
 */
export async function readSingleFileForm(
  request: FastifyRequest,
  tempRoot: string,
  options: SingleFileFormOptions,
): Promise<SingleFileForm> {
  // Two files allowed through, so the second reaches us and is refused by name rather than dropped.
  const { parts, whileConnected } = openParts(request, {
    fileSize: options.maxBytes,
    files: 2,
    fields: options.fields,
    fieldSize: options.fieldSize,
  });
  const dir = path.join(tempRoot, randomUUID());
  await fs.mkdir(dir, { recursive: true });
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let file: SingleUpload | undefined;
  const limitMb = options.maxBytes / (1024 * 1024);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        keepFormField(part, fields);
        continue;
      }
      if (part.fieldname !== 'file')
        throw badRequest(`Unexpected file field “${part.fieldname}”. Send the ${options.what} as file.`);
      if (file) throw badRequest(options.oneFileOnly);
      const fileName = cleanFileName(part.filename, options.fallbackName);
      const filePath = path.join(dir, 'upload');
      const sha256 = await whileConnected(saveFilePart(part.file, filePath));
      // The parser ends a file's stream at the size limit and marks it truncated.
      if (part.file.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', options.fileTooLarge(fileName, limitMb));
      file = { fileName, path: filePath, size: part.file.bytesRead, sha256 };
    }
  } catch (error) {
    await cleanup();
    throw toUploadError(error, options);
  }
  return { fields, file, cleanup };
}
