import type { DocumentLimits } from './document-limits';
import type { ExtractionResult } from './extraction-result';

/**
 * The messages between the server and a document reader process (structured clone over the IPC channel). A
 * file is named by its path, so an upload already on disk never passes through the server's memory; bytes in
 * memory (a test's, the bench's) are sent as they are.
 */
export type ReaderRequest = {
  id: number;
  source: { path: string } | { bytes: Uint8Array };
  limits: DocumentLimits;
  /** Answer the text's headings and paragraphs too (ExtractionResult `blocks`). */
  outline?: boolean;
};

export type ReaderReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: ExtractionResult }
  | { type: 'failed'; id: number; message: string };
