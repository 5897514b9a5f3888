import type { Letter } from '@amicus/contract/documents/letter';
import { lowerThreadPriority } from '../../../lib/thread-priority';
import type { ChatTranscript } from '../../chat-export/transcript';
import { exportChatPdf } from '../../chat-export/chat-pdf';
import { exportTranscriptDocx } from '../../transcripts/transcript-docx';
import type { TranscriptDocument } from '../../transcripts/transcript-document';
import { exportDocx } from './export-docx';
import { exportPdf } from './export-pdf';

/**
 * An export thread's task (run by piscina, see export-pool.ts): one letter rendered as DOCX or PDF, a
 * recording's transcript as DOCX, or a chat as a PDF. Rendering is CPU work (a DOCX at the rich-text ceiling
 * takes about a second), so it runs here, off the event loop.
 */
export type ExportTask =
  | { format: 'docx' | 'pdf'; letter: Letter }
  | { format: 'transcript-docx'; transcript: TranscriptDocument }
  | { format: 'chat-pdf'; chat: ChatTranscript };

lowerThreadPriority();

export default async function renderExport(task: ExportTask): Promise<Uint8Array> {
  if (task.format === 'transcript-docx') return exportTranscriptDocx(task.transcript);
  if (task.format === 'chat-pdf') return exportChatPdf(task.chat);
  return task.format === 'docx' ? exportDocx(task.letter) : exportPdf(task.letter);
}
