import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What the tests' recordings say: espeak-ng speaks it, PocketSphinx hears "security" and "deposit" in it. */
export const SPOKEN_SENTENCE = 'the landlord kept my security deposit';

/** A directory of audio made for one test file, removed by `remove`. */
export type AudioFixtures = {
  dir: string;
  /** The sentence spoken by espeak-ng (22.05 kHz mono WAV, about 2.5 s). */
  speech: string;
  /** The speech converted by ffmpeg to another container: webm (Opus), ogg (Opus), mp3, m4a (AAC). */
  convert: (format: 'webm' | 'ogg' | 'mp3' | 'm4a') => Promise<string>;
  /** The speech as WebM (Opus) written to a pipe, as MediaRecorder writes it: its header has no duration. */
  streamedWebm: () => Promise<string>;
  /**
   * Silence of `seconds` seconds, small on disk (Opus in WebM at a low bit rate, in its longest frames): for
   * the length limit.
   */
  silence: (seconds: number) => Promise<string>;
  /** A 440 Hz tone of `seconds` seconds as 44.1 kHz 16-bit WAV: about 88 KB a second, for the quota. */
  tone: (seconds: number) => Promise<string>;
  remove: () => Promise<void>;
};

const codecOf = {
  webm: ['-c:a', 'libopus'],
  ogg: ['-c:a', 'libopus'],
  mp3: ['-c:a', 'libmp3lame'],
  m4a: ['-c:a', 'aac'],
};

/** The length a file's header declares (ffprobe's format duration), in ms; undefined when it declares none. */
export async function declaredDurationMs(file: string): Promise<number | undefined> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  const seconds = Number(stdout.trim());
  return stdout.trim() && Number.isFinite(seconds) ? Math.round(seconds * 1000) : undefined;
}

/** Makes the audio with Debian's espeak-ng and ffmpeg (both installed by .ci/run): real files, made here. */
export async function makeAudioFixtures(): Promise<AudioFixtures> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-audio-'));
  const speech = path.join(dir, 'speech.wav');
  await run('espeak-ng', ['-w', speech, SPOKEN_SENTENCE]);
  const ffmpeg = (args: string[]) => run('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args]);
  return {
    dir,
    speech,
    convert: async (format) => {
      const out = path.join(dir, `speech.${format}`);
      await ffmpeg(['-i', speech, ...codecOf[format], out]);
      return out;
    },
    streamedWebm: async () => {
      const out = path.join(dir, 'streamed.webm');
      const { stdout } = await run(
        'ffmpeg',
        ['-nostdin', '-v', 'error', '-i', speech, '-c:a', 'libopus', '-f', 'webm', 'pipe:1'],
        { encoding: 'buffer', maxBuffer: 10 * 1024 * 1024 },
      );
      await fs.writeFile(out, stdout);
      return out;
    },
    silence: async (seconds) => {
      const out = path.join(dir, `silence-${seconds}.webm`);
      await ffmpeg([
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=8000:cl=mono',
        '-t',
        String(seconds),
        '-c:a',
        'libopus',
        '-b:a',
        '6k',
        // 120 ms frames with the low-delay mode encode 16 minutes in about a second, where the defaults took
        // ten: the file is still a real Opus stream of that length.
        '-frame_duration',
        '120',
        '-application',
        'lowdelay',
        out,
      ]);
      return out;
    },
    tone: async (seconds) => {
      const out = path.join(dir, `tone-${seconds}.wav`);
      await ffmpeg([
        '-f',
        'lavfi',
        '-i',
        `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
        '-ac',
        '1',
        '-c:a',
        'pcm_s16le',
        out,
      ]);
      return out;
    },
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
