import { uploadMessages } from '@amicus/contract/common/upload-messages';
import { AppError, badRequest } from '../http/app-error';
import type { Upload } from '../http/multipart-upload';
import type { DocumentBlock } from './document-outline';
import { CANCELLED, type DocumentReader, type ReadOptions } from './document-reader';
import type { ExtractionResult } from './extraction-result';

/** A file the request cannot go on with: the first one answered ends the reading of the others. */
const refuses = (result: ExtractionResult) =>
  result !== CANCELLED && ['unsupported', 'empty', 'refused', 'failed'].includes(result.status);

/**
 * A document as a feature's prompt and offline model see it: which group of the form it came in (a trial's side),
 * its name and type, and its text, or the reason it has none (a scan without a text layer, a damaged file).
 */
export type UploadedDocument<S extends string = string> = {
  side: S;
  fileName: string;
  typeLabel: string;
  pages?: number;
  /** Pages without any text in an otherwise readable PDF (scanned pages). */
  emptyPages?: number;
  text: string | null;
  /** Why there is no text: follows the file's name in a sentence ("has no text layer …"). */
  problem?: string;
};

/** An upload whose bytes were sniffed and read: ready to be stored and used by a feature. */
export type ReadUpload<S extends string = string> = UploadedDocument<S> & {
  /** Asked for with `outline`: the text as headings and paragraphs, a PDF's with their pages. */
  blocks?: DocumentBlock[];
  path: string;
  size: number;
  mime: string;
  ext: string;
  sha256: string;
};

export const NO_TEXT_LAYER = uploadMessages.noTextLayer;

/**
 * Reads every upload in the document reader's processes, side by side, as `owner`'s (the reader is shared
 * fairly between owners); once one file is refused, the others are given up rather than read for nothing. A file of any other type than PDF,
 * DOCX, text or Markdown is refused with a 415 naming it, an empty one with a 400, and one past the reader's
 * limits (pages, inflated size, memory, time) with a 413, before anything is stored. Files of the right type
 * that cannot be read (a scan, a damaged or locked PDF) are answered without text, with the reason noted.
 */
export async function readUploads<S extends string>(
  reader: DocumentReader,
  uploads: Upload<S>[],
  options: Omit<ReadOptions, 'signal'> = {},
): Promise<ReadUpload<S>[]> {
  const giveUp = new AbortController();
  const results = await Promise.all(
    uploads.map((upload) =>
      reader.read({ path: upload.path }, { ...options, signal: giveUp.signal }).then((result) => {
        if (refuses(result)) giveUp.abort();
        return result;
      }),
    ),
  );
  // The refused file is named, not one given up because of it.
  const first = results.findIndex(refuses);
  const order = first === -1 ? uploads.map((_, i) => i) : [first];
  return order.map((i) => {
    const upload = uploads[i]!;
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
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.unsupportedType(upload.fileName));
      case 'empty':
        throw badRequest(uploadMessages.emptyFile(upload.fileName));
      case 'refused':
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          uploadMessages.documentTooDemanding(upload.fileName, `cannot be read: it ${result.reason}`),
        );
      case 'failed':
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          uploadMessages.documentTooDemanding(upload.fileName, result.reason),
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
          ...(result.blocks ? { blocks: result.blocks } : {}),
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
