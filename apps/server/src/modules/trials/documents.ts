import type { TrialFileSide } from '@amicus/contract/trials/schemas';
import type { ReadUpload } from '../../documents/read-uploads';

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

/** A trial's upload, read (documents/read-uploads): ready to be stored and analysed. */
export type TrialUpload = ReadUpload<TrialFileSide>;

export const sideLabel = (side: TrialFileSide) =>
  side === 'case' ? 'submitted with the case' : side === 'plaintiff' ? 'plaintiff' : 'defendant';
