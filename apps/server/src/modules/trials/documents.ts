import type { TrialFileSide } from '@amicus/contract/trials/schemas';
import type { ReadUpload, UploadedDocument } from '../../document-reader/read-uploads';

/** A trial's document: its side, name, type and text (see UploadedDocument). */
export type TrialDocument = UploadedDocument<TrialFileSide>;

/** A trial's upload, read (document-reader/read-uploads): ready to be stored and analysed. */
export type TrialUpload = ReadUpload<TrialFileSide>;

export const sideLabel = (side: TrialFileSide) =>
  side === 'case' ? 'submitted with the case' : side === 'plaintiff' ? 'plaintiff' : 'defendant';
