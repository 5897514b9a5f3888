import type { RecordingStatus } from '@amicus/contract/recordings/schemas';

/** The recordings screens' own words (the server's messages come from the contract). */
export const recordingLabels = {
  microphoneRefused:
    'The browser was not allowed to use the microphone. Allow it in the site’s settings, or upload an audio file instead.',
  microphoneMissing: 'No microphone was found. Connect one, or upload an audio file instead.',
  microphoneFailed: 'The microphone could not be started. Try again, or upload an audio file instead.',
  recordingUnsupported:
    'This browser cannot record audio. Upload an audio file instead (WebM, OGG, MP3, M4A or WAV).',
  recordingEmpty: 'Nothing was recorded. Try again and speak for a moment before you stop.',
  limitReached:
    'The recording reached the length limit and was stopped. Upload it, and record the rest as another recording.',
  uploadFailed: 'The recording could not be uploaded. Please try again.',
  loadFailed: 'Your recordings could not be loaded. Please try again.',
  audioFailed: 'The audio could not be loaded.',
  transcriptionFailed: 'The transcription failed. Please try again.',
  transcriptionDone: 'The transcript is ready.',
  transcriptSaved: 'Transcript saved',
  transcriptSaveFailed: 'The transcript could not be saved. Please try again.',
  downloadFailed: 'The download failed. Please try again.',
  renamed: 'Recording renamed',
  renameFailed: 'The recording could not be renamed. Please try again.',
  deleted: 'Recording deleted',
  deleteFailed: 'The recording could not be deleted. Please try again.',
  queued: 'Waiting to start',
  carriesOn: 'It carries on if you leave this page; come back to see the transcript.',
  transcribeAgainTitle: 'Transcribe again?',
  transcribeAgainBody: (edited: number) =>
    `You corrected ${edited} ${edited === 1 ? 'segment' : 'segments'} of this transcript. Transcribing again replaces the whole transcript with the engine’s new one, and your corrections are lost.`,
} as const;

export const recordingStatusLabels = {
  uploaded: 'Not transcribed',
  transcribing: 'Transcribing',
  transcribed: 'Transcribed',
  failed: 'Failed',
} as const satisfies Record<RecordingStatus, string>;

/** A size in megabytes for the limits' note: 26_214_400 → "25 MB". */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
