import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { TRIAL_MAX_FILE_BYTES, TRIAL_MAX_FILES_PER_SIDE } from '@amicus/contract/common/constants';
import { uploadMessages } from '@amicus/contract/common/upload-messages';
import { AppError, badRequest } from './app-error';
import { keepFormField } from './request-text';
import { cleanFileName, openParts, saveFilePart } from './uploaded-file';

/**
 * One uploaded file, streamed to a private temporary file as it arrives: a request never holds a file in the
 * server's memory, the document reader's process reads it from disk, and the store copies it from there.
 */
export type Upload<S extends string = string> = {
  /** Which group of the form the file came in (a trial's side; a chat's attachments have one group). */
  side: S;
  fileName: string;
  path: string;
  size: number;
  /** SHA-256 of the bytes (hex), taken as they stream in: the same document is stored once per trial. */
  sha256: string;
};

export type UploadedForm<S extends string = string> = {
  fields: Record<string, string>;
  files: Upload<S>[];
  /** Removes the temporary files; the route calls it once the request is answered. */
  cleanup: () => Promise<void>;
};

const LIMIT_MB = TRIAL_MAX_FILE_BYTES / (1024 * 1024);

type MultipartError = Error & { code?: string; part?: { filename?: string } };

function toUploadError(error: unknown, tooMany: string): unknown {
  const e = error as MultipartError;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      uploadMessages.fileTooLarge(cleanFileName(e.part?.filename), LIMIT_MB),
    );
  }
  if (e?.code === 'FST_FILES_LIMIT' || e?.code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', tooMany);
  }
  if (e?.code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  if (error instanceof AppError) return error;
  // Anything else the parser throws (no boundary, a body cut short) is a form we cannot read, not our fault.
  return badRequest(uploadMessages.uploadUnreadable);
}

/**
 * Reads a multipart form of text fields and files, each file streamed to its own file in a fresh directory
 * under `tempRoot`. `sides` maps each accepted file field (with or without a trailing `[]`) to the side its
 * files belong to. Each file may be at most 10 MB and each side may carry at most `maxPerSide` files (10 by
 * default); `tooManyFiles` words the refusal of the file one past it. The error names the file that broke the
 * rule, and nothing is left on disk when it is thrown.
 */
export async function readUploadedForm<S extends string>(
  request: FastifyRequest,
  options: {
    sides: Record<string, S>;
    tempRoot: string;
    tooManyFiles: (side: S, fileName: string) => string;
    maxPerSide?: number;
  },
): Promise<UploadedForm<S>> {
  const { sides, tempRoot, tooManyFiles } = options;
  const maxPerSide = options.maxPerSide ?? TRIAL_MAX_FILES_PER_SIDE;
  const fileFieldCount = Object.keys(sides).length;
  const { parts, whileConnected } = openParts(request, {
    fileSize: TRIAL_MAX_FILE_BYTES,
    // One more than the rule allows, so the file that breaks it reaches us and can be named.
    files: maxPerSide * fileFieldCount + 1,
    fields: 20,
    fieldSize: 100_000,
  });
  const dir = path.join(tempRoot, randomUUID());
  await fs.mkdir(dir, { recursive: true });
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: Upload<S>[] = [];
  const perSide = new Map<S, number>();
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        keepFormField(part, fields);
        continue;
      }
      const fileName = cleanFileName(part.filename);
      const side = sides[part.fieldname.replace(/\[\]$/, '')];
      if (!side) {
        throw badRequest(
          `Unexpected file field “${part.fieldname}”. Send files as ${Object.keys(sides).join(' or ')}.`,
        );
      }
      const count = (perSide.get(side) ?? 0) + 1;
      perSide.set(side, count);
      if (count > maxPerSide) throw new AppError('PAYLOAD_TOO_LARGE', tooManyFiles(side, fileName));
      const filePath = path.join(dir, String(files.length));
      const sha256 = await whileConnected(saveFilePart(part.file, filePath));
      // The parser ends a file's stream at the size limit and marks it truncated.
      if (part.file.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', uploadMessages.fileTooLarge(fileName, LIMIT_MB));
      files.push({ side, fileName, path: filePath, size: part.file.bytesRead, sha256 });
    }
  } catch (error) {
    await cleanup();
    throw toUploadError(error, `Too many files: at most ${maxPerSide} at a time.`);
  }
  return { fields, files, cleanup };
}

/** The uploads without repeats of the same bytes: the first of each stays. */
export function distinctUploads<T extends { sha256: string }>(uploads: T[]): T[] {
  const seen = new Set<string>();
  return uploads.filter((upload) => !seen.has(upload.sha256) && seen.add(upload.sha256));
}
