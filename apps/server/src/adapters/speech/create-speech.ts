import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import type { SpeechConfig } from '../../config';
import { findAudioTools, type AudioTools } from './audio-tools';
import { createOpenAiTranscriber } from './openai-transcriber';
import { createPocketSphinxTranscriber } from './pocketsphinx-transcriber';
import { findProgram } from './run-program';
import type { Transcriber } from './speech-engine';

/** Debian's PocketSphinx 5prealpha command line (the 5.x releases name theirs `pocketsphinx`). */
export const POCKETSPHINX_PROGRAM = 'pocketsphinx_continuous';

/**
 * What this server can do with audio: ffmpeg's tools (uploads are measured with them), and the speech-to-text
 * engine with a note fit to show, or no engine and the plain reason why.
 */
export type Speech = {
  tools: AudioTools | undefined;
  transcriber: Transcriber | undefined;
  note: string;
};

/**
 * Chooses the engine: a configured provider, else PocketSphinx when it is installed (with ffmpeg to convert
 * the audio for it), else none. Programs are looked for once, at start-up.
 */
export async function createSpeech(config: SpeechConfig): Promise<Speech> {
  const tools = await findAudioTools(config.searchPath);
  if (config.provider === 'none') return { tools, transcriber: undefined, note: m.engineSwitchedOff };
  if (config.provider === 'openai' || config.provider === 'openai-compatible') {
    const transcriber = createOpenAiTranscriber({ ...config, provider: config.provider });
    return { tools, transcriber, note: '' };
  }
  const program = await findProgram(POCKETSPHINX_PROGRAM, config.searchPath);
  if (!program) {
    return {
      tools,
      transcriber: undefined,
      note: config.explicit ? m.pocketsphinxMissing : m.engineNoneNotInstalled,
    };
  }
  if (!tools) return { tools, transcriber: undefined, note: m.ffmpegMissing };
  return { tools, transcriber: createPocketSphinxTranscriber(program), note: m.offlineEnglishOnly };
}
