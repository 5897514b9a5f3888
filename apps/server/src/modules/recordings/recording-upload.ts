import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { RECORDING_MAX_BYTES } from '@amicus/contract/common/constants';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { AppError, badRequest } from '../../http/app-error';
import { keepFormField } from '../../http/request-text';
import { cleanFileName, saveFilePart } from '../../http/uploaded-file';

/** The one audio file of an upload, on disk in its own temporary directory until it is stored. */
export type AudioUpload = { fileName: string; path: string; size: number; sha256: string };

export type RecordingForm = {
  fields: Record<string, string>;
  file: AudioUpload | undefined;
  /** Removes the temporary directory; the route calls it once the request is answered. */
  cleanup: () => Promise<void>;
};

const LIMIT_MB = RECORDING_MAX_BYTES / (1024 * 1024);
const FALLBACK_NAME = 'recording';

type MultipartError = Error & { code?: string; part?: { filename?: string } };

function toUploadError(error: unknown): unknown {
  const e = error as MultipartError;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      m.fileTooLarge(cleanFileName(e.part?.filename, FALLBACK_NAME), LIMIT_MB),
    );
  if (e?.code === 'FST_FILES_LIMIT') return badRequest(m.oneFileOnly);
  if (e?.code === 'FST_FIELDS_LIMIT' || e?.code === 'FST_PARTS_LIMIT')
    return badRequest('Too many form fields');
  if (error instanceof AppError) return error;
  return badRequest(
    'The upload could not be read: its form data is cut short or malformed. Please send it again.',
  );
}

/**
 * Reads a recording's multipart form: text fields, and one file in the field `file`, streamed to disk under
 * `tempRoot` as it arrives (never held in memory), at most 25 MB. Nothing is left on disk when it throws.
 */
export async function readRecordingForm(request: FastifyRequest, tempRoot: string): Promise<RecordingForm> {
  const dir = path.join(tempRoot, randomUUID());
  await fs.mkdir(dir, { recursive: true });
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let file: AudioUpload | undefined;
  try {
    // Two files allowed through, so the second reaches us and is refused by name rather than dropped.
    const parts = request.parts({
      limits: { fileSize: RECORDING_MAX_BYTES, files: 2, fields: 5, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        keepFormField(part, fields);
        continue;
      }
      if (part.fieldname !== 'file')
        throw badRequest(`Unexpected file field “${part.fieldname}”. Send the audio as file.`);
      if (file) throw badRequest(m.oneFileOnly);
      const fileName = cleanFileName(part.filename, FALLBACK_NAME);
      const filePath = path.join(dir, 'audio');
      const sha256 = await saveFilePart(part.file, filePath);
      // The parser ends a file's stream at the size limit and marks it truncated.
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', m.fileTooLarge(fileName, LIMIT_MB));
      file = { fileName, path: filePath, size: part.file.bytesRead, sha256 };
    }
  } catch (error) {
    await cleanup();
    throw toUploadError(error);
  }
  return { fields, file, cleanup };
}
