import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import type { TranscriptDocument } from '../../domain/transcripts/transcript-document';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { getRecording } from './recording-queries';

/**
 * The user's own recording's transcript as the downloads set it out, with the user's corrections; another user's
 * recording, or none, is a 404. Before a transcript there is nothing to download (409, with the page's words).
 */
export async function transcriptDocument(
  db: DbOrTx,
  userId: number,
  id: number,
  timeZone = 'UTC',
): Promise<TranscriptDocument> {
  const recording = await getRecording(db, userId, id);
  if (recording.segments.length === 0) throw new AppError('CONFLICT', m.noTranscriptYet);
  return {
    title: recording.title,
    recordedAt: recording.createdAt,
    timeZone,
    durationMs: recording.durationMs,
    transcribedBy: recording.transcribedBy,
    segments: recording.segments.map(({ startMs, text, edited }) => ({ startMs, text, edited })),
  };
}
