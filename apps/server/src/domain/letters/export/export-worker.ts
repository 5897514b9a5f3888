import type { Letter } from '@amicus/contract/documents/letter';
import { lowerThreadPriority } from '../../../lib/thread-priority';
import { exportDocx } from './export-docx';
import { exportPdf } from './export-pdf';

/**
 * An export thread's task (run by piscina, see export-pool.ts): one letter rendered as DOCX or PDF. Rendering
 * is CPU work (a DOCX at the rich-text ceiling takes about a second), so it runs here, off the event loop.
 */
export type ExportTask = { format: 'docx' | 'pdf'; letter: Letter };

lowerThreadPriority();

export default async function renderLetter({ format, letter }: ExportTask): Promise<Uint8Array> {
  return format === 'docx' ? exportDocx(letter) : exportPdf(letter);
}
