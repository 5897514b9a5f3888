import type { FastifyRequest } from 'fastify';
import { RECORDING_MAX_BYTES } from '@amicus/contract/common/constants';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { readSingleFileForm, type SingleFileForm, type SingleUpload } from '../../http/single-file-form';

/** The one audio file of an upload, on disk in its own temporary directory until it is stored. */
export type AudioUpload = SingleUpload;
export type RecordingForm = SingleFileForm;

/**
 * Reads a recording's multipart form: text fields, and one file in the field `file`, streamed to disk under
 * `tempRoot` as it arrives (never held in memory), at most 25 MB. Nothing is left on disk when it throws.
 */
export const readRecordingForm = (request: FastifyRequest, tempRoot: string): Promise<RecordingForm> =>
  readSingleFileForm(request, tempRoot, {
    maxBytes: RECORDING_MAX_BYTES,
    fallbackName: 'recording',
    what: 'audio',
    fields: 5,
    fieldSize: 10_000,
    fileTooLarge: m.fileTooLarge,
    oneFileOnly: m.oneFileOnly,
  });
