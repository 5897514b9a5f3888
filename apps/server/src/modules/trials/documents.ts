import { trialMessages } from '@amicus/contract/trials/messages';
import type { TrialFileSide } from '@amicus/contract/trials/schemas';
import { AppError, badRequest } from '../../http/app-error';
import type { DocumentReader } from '../../documents/document-reader';
import type { Upload } from './multipart-upload';

/**
 * A document as the prompt and the offline model see it: which side it is from, its name and type, and its
 * text, or the reason it has none (a scan without a text layer, a damaged file).
 */
export type TrialDocument = {
  side: TrialFileSide;
  fileName: string;
  typeLabel: string;
  pages?: number;
  /** Pages without any text in an otherwise readable PDF (scanned pages). */
  emptyPages?: number;
  text: string | null;
  /** Why there is no text: follows the file's name in a sentence ("has no text layer …"). */
  problem?: string;
};

/** An upload whose bytes were sniffed and read: ready to be stored and analysed. */
export type ReadUpload = TrialDocument & {
  path: string;
  size: number;
  mime: string;
  ext: string;
  sha256: string;
};

export const NO_TEXT_LAYER =
  'has no text layer (it looks like a scanned image), so its content could not be read. Upload a text-based PDF, or run the scan through OCR first.';

/**
 * Reads every upload in the document reader's processes, side by side. A file of any other type than PDF,
 * DOCX, text or Markdown is refused with a 415 naming it, an empty one with a 400, and one past the reader's
 * limits (pages, inflated size, memory, time) with a 413, before anything is stored. Files of the right type
 * that cannot be read (a scan, a damaged or locked PDF) are kept, with the reason noted.
 */
export async function readUploads(reader: DocumentReader, uploads: Upload[]): Promise<ReadUpload[]> {
  const results = await Promise.all(uploads.map((upload) => reader.read({ path: upload.path })));
  return uploads.map((upload, i) => {
    const result = results[i]!;
    const base = {
      side: upload.side,
      fileName: upload.fileName,
      path: upload.path,
      size: upload.size,
      sha256: upload.sha256,
    };
    switch (result.status) {
      case 'unsupported':
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', trialMessages.unsupportedType(upload.fileName));
      case 'empty':
        throw badRequest(trialMessages.emptyFile(upload.fileName));
      case 'refused':
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          trialMessages.documentTooDemanding(upload.fileName, `cannot be read: it ${result.reason}`),
        );
      case 'failed':
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          trialMessages.documentTooDemanding(upload.fileName, result.reason),
        );
      case 'no-text':
        return { ...base, ...typeOf(result), pages: result.pages, text: null, problem: NO_TEXT_LAYER };
      case 'unreadable':
        return {
          ...base,
          ...typeOf(result),
          text: null,
          problem: `${result.reason}, so it could not be read`,
        };
      case 'ok':
        return {
          ...base,
          ...typeOf(result),
          text: result.text,
          ...(result.pages !== undefined ? { pages: result.pages } : {}),
          ...(result.emptyPages ? { emptyPages: result.emptyPages } : {}),
        };
    }
  });
}

function typeOf(result: { mime: string; ext: string; label: string }) {
  return { mime: result.mime, ext: result.ext, typeLabel: result.label };
}

/** The type label of a stored file, from the MIME type the sniffing gave it. */
export function typeLabelOf(mime: string): string {
  if (mime === 'application/pdf') return 'PDF';
  if (mime.includes('wordprocessingml')) return 'Word document';
  if (mime === 'text/markdown') return 'Markdown file';
  if (mime.startsWith('text/')) return 'text file';
  return 'document';
}

export const sideLabel = (side: TrialFileSide) =>
  side === 'case' ? 'submitted with the case' : side === 'plaintiff' ? 'plaintiff' : 'defendant';
