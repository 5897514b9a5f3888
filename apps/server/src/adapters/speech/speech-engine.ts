import type { RecordingMimeType, SegmentWord, SpeechProvider } from '@amicus/contract/recordings/schemas';

/**
 * One stretch of speech with its times, as an engine heard it, and its words' places in `text` and times when
 * the engine timed words.
 */
export type HeardSegment = { startMs: number; endMs: number; text: string; words?: SegmentWord[] };

export type TranscribeInput = {
  /** The audio: as uploaded, or 16 kHz mono WAV for an engine that `needsSpeechWav`. */
  filePath: string;
  mimeType: RecordingMimeType;
  durationMs: number;
  signal: AbortSignal;
  /** How far it is, 0 to 1, when the engine can tell (PocketSphinx: the audio position reached). */
  onProgress: (fraction: number) => void;
};

/**
 * A speech-to-text engine. `transcribe` answers the segments in order, or throws an AppError whose message is
 * fit to show (never the provider's own text, which can echo a key or a URL).
 */
export type Transcriber = {
  provider: Exclude<SpeechProvider, 'none'>;
  model: string;
  /** True when the audio never leaves this server. */
  offline: boolean;
  /** The engine must be given 16 kHz mono 16-bit WAV (converted with ffmpeg first). */
  needsSpeechWav: boolean;
  transcribe: (input: TranscribeInput) => Promise<HeardSegment[]>;
};
