import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { AppError } from '../../http/app-error';
import { parseWordLine, segmentsFromWords, type WordTime } from './pocketsphinx-output';
import { runProgram } from './run-program';
import type { Transcriber } from './speech-engine';

/** Debian's PocketSphinx (0.8+5prealpha) runs at about real time on one core; four times that is a failure. */
const timeoutFor = (durationMs: number) => Math.max(60_000, durationMs * 4);

/**
 * PocketSphinx (`pocketsphinx_continuous` with its US English model), offline, in a child process at low
 * priority. It reads 16 kHz mono WAV and prints each utterance's words with their times as it goes, which is
 * the progress: the audio position reached over the recording's length.
 */
export function createPocketSphinxTranscriber(program: string): Transcriber {
  return {
    provider: 'pocketsphinx',
    model: 'en-us',
    offline: true,
    needsSpeechWav: true,
    transcribe: async ({ filePath, durationMs, signal, onProgress }) => {
      const words: WordTime[] = [];
      const outcome = await runProgram(
        program,
        ['-infile', filePath, '-time', 'yes', '-logfn', '/dev/null'],
        {
          timeoutMs: timeoutFor(durationMs),
          signal,
          onLine: (line) => {
            const word = parseWordLine(line);
            if (!word) return;
            words.push(word);
            if (durationMs > 0) onProgress(Math.min(1, word.endMs / durationMs));
          },
        },
      );
      if (outcome.status === 'aborted') throw signal.reason ?? new Error('aborted');
      if (outcome.status === 'timed-out') throw new AppError('UNAVAILABLE', m.transcriptionOfflineTimedOut);
      if (outcome.status !== 'exited' || outcome.code !== 0)
        throw new AppError('UNAVAILABLE', m.transcriptionOfflineFailed);
      return segmentsFromWords(words);
    },
  };
}
