import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { E2E_TMP } from './env';

/** What the fake microphone says. */
export const SENTENCE = 'the landlord kept my security deposit';

/**
 * The voice Chromium's fake microphone plays (it loops the file): espeak-ng speaks the sentence to a WAV, made
 * when a spec loads, before its browser starts. PocketSphinx hears "security" and "deposit" in it reliably
 * (decision 015).
 */
const VOICE_DIR = path.join(E2E_TMP, 'voice');
export const VOICE_WAV = path.join(VOICE_DIR, `deposit-${process.pid}.wav`);
mkdirSync(VOICE_DIR, { recursive: true });
execFileSync('espeak-ng', ['-w', VOICE_WAV, SENTENCE]);

/** `test.use(fakeMicrophone)`: Chromium with the microphone allowed and playing VOICE_WAV. */
export const fakeMicrophone = {
  permissions: ['microphone'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${VOICE_WAV}`,
    ],
  },
};
