import { fileTypeFromFile } from 'file-type';
import type { RecordingMimeType } from '@amicus/contract/recordings/schemas';

/** file-type's names for the containers a recording may come in, mapped to the one type we store. */
const accepted: Record<string, RecordingMimeType> = {
  'video/webm': 'audio/webm',
  'audio/webm': 'audio/webm',
  'audio/ogg': 'audio/ogg',
  'audio/opus': 'audio/ogg',
  'audio/mpeg': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/mp4': 'audio/mp4',
  'video/mp4': 'audio/mp4',
  'audio/wav': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-wav': 'audio/wav',
};

/**
 * The recording's type from its first bytes, never its name or the browser's label: WebM (what Chrome's and
 * Firefox's MediaRecorder make), OGG, MP3, M4A/MP4 (Safari's) or WAV. Whether it holds audio ffmpeg can decode
 * is checked next, when its length is read.
 */
export async function sniffAudio(filePath: string): Promise<RecordingMimeType | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return undefined;
  return accepted[detected.mime.split(';')[0]!.trim()];
}
