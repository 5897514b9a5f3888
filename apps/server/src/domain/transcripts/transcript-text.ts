import { CORRECTED_MARK, transcriptParts, type TranscriptDocument } from './transcript-document';

/**
 * The transcript as plain text, one segment a line with its time in brackets:
 *
 *     Deposit call
 *     Recorded 2026-05-01 14:03 UTC · Length 0:25 · Transcribed by openai/whisper-1
 *
 *     [0:00] I rented an apartment in Washington DC for two years.
 *     [0:04] (corrected) I moved out on March 3 and gave back the keys.
 *
 * CRLF line ends, so Notepad on an older Windows shows the lines too; every other editor takes them.
 */
export function exportTranscriptText(document: TranscriptDocument): string {
  const parts = transcriptParts(document);
  const lines = [
    parts.title,
    parts.details,
    ...(parts.correctedNote ? [parts.correctedNote] : []),
    '',
    ...parts.lines.map((line) => `[${line.time}] ${line.corrected ? `${CORRECTED_MARK} ` : ''}${line.text}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
