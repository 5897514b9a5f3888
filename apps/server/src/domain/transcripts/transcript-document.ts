import { formatAudioTime } from '@amicus/contract/recordings/audio-time';
import { printable } from '../letters/export/printable-text';

/** A recording's transcript as both downloads set it out (plain text and Word). */
export type TranscriptDocument = {
  title: string;
  /** When the recording was made (ISO 8601). */
  recordedAt: string;
  /** The IANA time zone that date is printed in (the reader's; UTC when unknown). */
  timeZone: string;
  durationMs: number;
  /** The engine that wrote the transcript (`pocketsphinx/en-us`, `openai/whisper-1`); null if unknown. */
  transcribedBy: string | null;
  segments: { startMs: number; text: string; edited: boolean }[];
};

/** What both downloads print, cleaned of characters a file cannot hold: the heading, the details, each line. */
export type TranscriptParts = {
  title: string;
  details: string;
  /** Said only when the user corrected some segments by hand. */
  correctedNote: string | null;
  lines: { time: string; text: string; corrected: boolean }[];
};

/** The mark a corrected segment carries in either download. */
export const CORRECTED_MARK = '(corrected)';

/** "May 1, 2026 at 9:30 PM EDT": in the reader's time zone, named, since a record must say when it was made. */
function recordedAtText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export function transcriptParts(document: TranscriptDocument): TranscriptParts {
  const details = [
    `Recorded ${recordedAtText(document.recordedAt, document.timeZone)}`,
    `Length ${formatAudioTime(document.durationMs)}`,
    ...(document.transcribedBy ? [`Transcribed by ${printable(document.transcribedBy)}`] : []),
  ].join(' · ');
  const corrected = document.segments.filter((segment) => segment.edited).length;
  return {
    title: printable(document.title),
    details,
    correctedNote:
      corrected > 0
        ? `Segments marked ${CORRECTED_MARK} were changed by hand after the transcription (${corrected} of ${document.segments.length}).`
        : null,
    lines: document.segments.map((segment) => ({
      time: formatAudioTime(segment.startMs),
      // A segment's own line breaks (a user's correction may have some) are kept as spaces: one line per segment.
      text: printable(segment.text)
        .replace(/\s*[\r\n]+\s*/g, ' ')
        .trim(),
      corrected: segment.edited,
    })),
  };
}
