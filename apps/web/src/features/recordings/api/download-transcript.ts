import { recordingPaths, type TranscriptExportFormat } from '@amicus/contract/recordings/schemas';
import { downloadAttachment } from '@/lib/download-attachment';

/**
 * GET /recordings/{id}/transcript.{txt,docx}: the transcript as a file, saved under the server's name (from the
 * recording's title). The browser's time zone goes along, so the file dates the recording as the page does.
 */
export function downloadTranscript(id: number, format: TranscriptExportFormat, title: string) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const query = timeZone ? `?${new URLSearchParams({ timeZone })}` : '';
  return downloadAttachment(`${recordingPaths.transcriptExport(id, format)}${query}`, `${title}.${format}`);
}
