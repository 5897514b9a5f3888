import { pleaseWait } from '../common/messages';

const minutes = (ms: number) => Math.round(ms / 60_000);

/** The recordings' texts (issue 19): uploads, the speech-to-text engine, transcription and its stages. */
export const recordingMessages = {
  recordingNotFound: 'Recording not found',
  uploadMissing: 'Choose an audio file to upload (the form field “file”).',
  oneFileOnly: 'Upload one audio file at a time.',
  unsupportedType: (fileName: string) =>
    `“${fileName}” is not an audio file we can use. Upload WebM, OGG, MP3, M4A or WAV audio.`,
  emptyFile: (fileName: string) => `“${fileName}” is empty.`,
  fileTooLarge: (fileName: string, limitMb: number) =>
    `“${fileName}” is larger than ${limitMb} MB. Upload a recording of ${limitMb} MB or less.`,
  tooLong: (fileName: string, limitMs: number) =>
    `“${fileName}” is longer than ${minutes(limitMs)} minutes. Upload a recording of ${minutes(limitMs)} minutes or less, or split it into parts.`,
  unreadableAudio: (fileName: string) =>
    `“${fileName}” could not be played: the audio is damaged or cut short. Please record or export it again.`,
  uploadsBusy: (seconds: number) =>
    `The server is receiving many recordings right now. ${pleaseWait(seconds)}`,
  audioToolsMissing:
    'This server cannot measure recordings: ffmpeg is not installed. Please ask the administrator to install it.',
  segmentUnknown: (n: number) => `The transcript has no segment ${n}.`,
  noTranscriptYet: 'This recording has no transcript yet.',
  alreadyTranscribing: 'This recording is being transcribed already.',

  // The engine, told before the user records.
  engineNone:
    'No speech-to-text engine is set up on this server, so recordings cannot be transcribed yet. You can still record or upload: your recordings are kept and can be transcribed once an engine is available.',
  engineNoneNotInstalled:
    'No speech-to-text engine is set up: no provider is configured (STT_PROVIDER) and PocketSphinx is not installed. Recordings are kept and can be transcribed later.',
  engineSwitchedOff:
    'Speech-to-text is switched off on this server (STT_PROVIDER=none). Recordings are kept and can be transcribed later.',
  pocketsphinxMissing:
    'STT_PROVIDER is pocketsphinx, but PocketSphinx is not installed on this server. Recordings are kept and can be transcribed later.',
  ffmpegMissing:
    'PocketSphinx is installed, but ffmpeg (needed to convert the audio) is not. Recordings are kept and can be transcribed later.',
  offlineEnglishOnly: 'Transcribed on this server by PocketSphinx, without any network; English only.',

  // The transcription job.
  transcriptionStageConverting: 'Converting the audio',
  transcriptionStageTranscribing: 'Transcribing',
  transcriptionStageSaving: 'Saving the transcript',
  transcriptionCancelled: 'The transcription was cancelled.',
  transcriptionNoEngine:
    'No speech-to-text engine is available on this server. The recording is kept: transcribe it once one is set up.',
  transcriptionTimedOut: 'The speech-to-text service took too long to answer. Please try again.',
  transcriptionProviderFailed: (status: number) =>
    `The speech-to-text service refused the request (HTTP ${status}). Please try again later or ask the administrator to check its settings.`,
  transcriptionProviderUnreachable:
    'The speech-to-text service could not be reached. Please try again later.',
  transcriptionProviderMalformed:
    'The speech-to-text service answered with something that is not a transcript. Please try again later.',
  transcriptionOfflineFailed:
    'The offline speech-to-text engine could not transcribe this recording. Please try again, or record it again.',
  transcriptionOfflineTimedOut:
    'The offline speech-to-text engine took too long on this recording. Try a shorter recording.',
  transcriptionConversionFailed:
    'The audio could not be converted for transcription: it may be damaged. Please record or upload it again.',
  recordingGone: 'The recording was deleted before its transcript could be saved.',

  // The analysis of a transcript (POST /recordings/{id}/analyze) and its job.
  analysisNeedsTranscript:
    'This recording has no transcript yet. Transcribe it first, then ask for an analysis.',
  analysisWhileTranscribing:
    'This recording is being transcribed. Ask for its analysis once the transcript is ready.',
  analysisTranscriptEmpty:
    'The transcript of this recording is empty: there is nothing to analyse. Correct the transcript or record again.',
  alreadyAnalysing: 'This recording is being analysed already. Wait for that analysis to finish.',
  analysisCategoryUnavailable: 'This legal area is not available. Please choose another category.',
  tooManyAnalyses: (seconds: number) =>
    `You have asked for many analyses in a short time. ${pleaseWait(seconds)}`,
  tooManyRecordings: (seconds: number) =>
    `You have uploaded many recordings in a short time. ${pleaseWait(seconds)}`,
  tooManyTranscriptions: (seconds: number) =>
    `You have asked for many transcriptions in a short time. ${pleaseWait(seconds)}`,
  analysisStageReading: 'Reading the transcript',
  analysisStageFindingLaw: 'Finding the law',
  analysisStageWriting: 'Writing the analysis',
  analysisStageChecking: 'Checking quotes and citations',
  analysisModelFailed: (reason: string) =>
    `The transcript is kept, but the analysis could not be written: ${reason}`,
  analysisMalformed:
    'The AI model answered with something that is not an analysis. Nothing was changed; please try again.',
  analysisGone: 'The recording was deleted before its analysis could be saved.',
  analysisFailed: 'The analysis could not be written. Please try again.',

  // What the offline writer says (no model: this server's rules).
  offlineSummaryEmpty: 'The transcript says little that can be summarised.',
  offlineNoIssues: (place: string) =>
    `The legal library holds no law of ${place} that this transcript matches, so this analysis names no legal issue.`,
  offlineIssue: (citation: string, heading: string, rule: string, n: number) =>
    `${heading.replace(/\.$/, '')} (${citation}): “${rule}” [${n}]`,
  offlineStepWriteDown:
    'Write down the dates, amounts and names this recording mentions, and keep every document, message and receipt that backs them.',
  offlineStepReadLaw: (citations: string) =>
    `Read the law in full (${citations}): other parts of it may add conditions, exceptions or deadlines.`,
  offlineStepLookElsewhere: (where: string) =>
    `The library holds no law for your place on this: look at ${where}.`,
  offlineStepAskForHelp:
    'If much is at stake, or a deadline is near, contact a legal aid office or a lawyer; this analysis is legal information, not legal advice.',
} as const;
