import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { TRIAL_MAX_FILE_BYTES, TRIAL_MAX_FILES_PER_SIDE } from '@amicus/contract/common/constants';
import type { TrialFileSide } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import { AppError, badRequest } from '../../http/app-error';
import { keepFormField } from '../../http/request-text';
import { cleanFileName, saveFilePart } from '../../http/uploaded-file';

/**
 * One uploaded file, streamed to a private temporary file as it arrives: a request never holds a file in the
 * server's memory, the document reader's process reads it from disk, and the store copies it from there.
 */
export type Upload = {
  side: TrialFileSide;
  fileName: string;
  path: string;
  size: number;
  /** SHA-256 of the bytes (hex), taken as they stream in: the same document is stored once per trial. */
  sha256: string;
};

export type UploadedForm = {
  fields: Record<string, string>;
  files: Upload[];
  /** Removes the temporary files; the route calls it once the request is answered. */
  cleanup: () => Promise<void>;
};

const LIMIT_MB = TRIAL_MAX_FILE_BYTES / (1024 * 1024);

type MultipartError = Error & { code?: string; part?: { filename?: string } };

function toUploadError(error: unknown): unknown {
  const e = error as MultipartError;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      trialMessages.fileTooLarge(cleanFileName(e.part?.filename), LIMIT_MB),
    );
  }
  if (e?.code === 'FST_FILES_LIMIT' || e?.code === 'FST_PARTS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', `Too many files: at most ${TRIAL_MAX_FILES_PER_SIDE} per side.`);
  }
  if (e?.code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  if (error instanceof AppError) return error;
  // Anything else the parser throws (no boundary, a body cut short) is a form we cannot read, not our fault.
  return badRequest(trialMessages.uploadUnreadable);
}

/**
 * Reads a multipart form of text fields and files, each file streamed to its own file in a fresh directory
 * under `tempRoot`. `sides` maps each accepted file field (with or without a trailing `[]`) to the side its
 * files belong to. Each file may be at most 10 MB and each side may carry at most 10 files; the error names
 * the file that broke the rule, and nothing is left on disk when it is thrown.
 */
export async function readUploadedForm(
  request: FastifyRequest,
  sides: Record<string, TrialFileSide>,
  tempRoot: string,
): Promise<UploadedForm> {
  const dir = path.join(tempRoot, randomUUID());
  await fs.mkdir(dir, { recursive: true });
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: Upload[] = [];
  const perSide = new Map<TrialFileSide, number>();
  const fileFieldCount = Object.keys(sides).length;
  try {
    const parts = request.parts({
      limits: {
        fileSize: TRIAL_MAX_FILE_BYTES,
        // One more than the rule allows, so the file that breaks it reaches us and can be named.
        files: TRIAL_MAX_FILES_PER_SIDE * fileFieldCount + 1,
        fields: 20,
        fieldSize: 100_000,
      },
    });
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
      if (count > TRIAL_MAX_FILES_PER_SIDE) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          trialMessages.tooManyFiles(side === 'case' ? 'case' : side, fileName),
        );
      }
      const filePath = path.join(dir, String(files.length));
      const sha256 = await saveFilePart(part.file, filePath);
      // The parser ends a file's stream at the size limit and marks it truncated.
      if (part.file.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', trialMessages.fileTooLarge(fileName, LIMIT_MB));
      files.push({ side, fileName, path: filePath, size: part.file.bytesRead, sha256 });
    }
  } catch (error) {
    await cleanup();
    throw toUploadError(error);
  }
  return { fields, files, cleanup };
}
