import type { ProgramOutcome } from './run-program';
import { findProgram, runProgram } from './run-program';

/** How long reading an upload's length may take: a 15-minute file decodes in a few seconds. */
const PROBE_TIMEOUT_MS = 60_000;
/** Converting a 15-minute recording to 16 kHz WAV takes seconds; a minute and more means something is wrong. */
const CONVERT_TIMEOUT_MS = 120_000;
/** Copying the packets of a 25 MB file into a new container is quicker still. */
const REMUX_TIMEOUT_MS = 60_000;

export type AudioTools = {
  /** The audio's length in milliseconds, or undefined when ffmpeg finds no audio it can decode. */
  durationMs: (filePath: string) => Promise<number | undefined>;
  /** Converts any audio to 16 kHz mono 16-bit PCM WAV, what PocketSphinx reads. */
  toSpeechWav: (input: string, output: string, signal: AbortSignal) => Promise<ProgramOutcome>;
  /**
   * Writes a WebM's audio, copied as it is (`-c copy`), into a new WebM whose header has its duration and cues:
   * a browser's MediaRecorder writes neither, so players show no length and cannot seek. True when written.
   */
  remuxWebm: (input: string, output: string) => Promise<boolean>;
};

const parseSeconds = (text: string | undefined) => {
  const value = Number(text);
  return text && Number.isFinite(value) && value >= 0 ? Math.round(value * 1000) : undefined;
};

/** `time=00:01:02.50` in ffmpeg's last progress line. */
function lastDecodedTime(stderr: string): number | undefined {
  const matches = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = matches.at(-1);
  if (!last) return undefined;
  return Math.round(((Number(last[1]) * 60 + Number(last[2])) * 60 + Number(last[3])) * 1000);
}

/**
 * ffprobe and ffmpeg (Debian's, found on the configured PATH), or undefined when either is missing. The length
 * comes from the container's header when it has one; a browser's MediaRecorder WebM has none, so then the
 * audio is decoded (to nothing) and its length is where decoding ended.
 */
export async function findAudioTools(searchPath: string): Promise<AudioTools | undefined> {
  const [ffprobe, ffmpeg] = await Promise.all([
    findProgram('ffprobe', searchPath),
    findProgram('ffmpeg', searchPath),
  ]);
  if (!ffprobe || !ffmpeg) return undefined;
  return {
    durationMs: async (filePath) => {
      const lines: string[] = [];
      const probe = await runProgram(
        ffprobe,
        [
          '-v',
          'error',
          '-select_streams',
          'a:0',
          '-show_entries',
          'stream=codec_type:format=duration',
          '-of',
          'default=noprint_wrappers=1',
          filePath,
        ],
        { timeoutMs: PROBE_TIMEOUT_MS, onLine: (line) => lines.push(line) },
      );
      if (probe.status !== 'exited' || probe.code !== 0) return undefined;
      if (!lines.includes('codec_type=audio')) return undefined;
      const declared = parseSeconds(lines.find((line) => line.startsWith('duration='))?.slice(9));
      if (declared !== undefined && declared > 0) return declared;
      const decoded = await runProgram(
        ffmpeg,
        ['-nostdin', '-hide_banner', '-i', filePath, '-map', '0:a:0', '-f', 'null', '-'],
        { timeoutMs: PROBE_TIMEOUT_MS },
      );
      if (decoded.status !== 'exited' || decoded.code !== 0) return undefined;
      return lastDecodedTime(decoded.stderr);
    },
    toSpeechWav: (input, output, signal) =>
      runProgram(
        ffmpeg,
        [
          '-nostdin',
          '-v',
          'error',
          '-y',
          '-i',
          input,
          '-map',
          '0:a:0',
          '-ac',
          '1',
          '-ar',
          '16000',
          '-sample_fmt',
          's16',
          '-f',
          'wav',
          output,
        ],
        { timeoutMs: CONVERT_TIMEOUT_MS, signal },
      ),
    remuxWebm: async (input, output) => {
      const outcome = await runProgram(
        ffmpeg,
        ['-nostdin', '-v', 'error', '-y', '-i', input, '-map', '0:a:0', '-c', 'copy', '-f', 'webm', output],
        { timeoutMs: REMUX_TIMEOUT_MS },
      );
      return outcome.status === 'exited' && outcome.code === 0;
    },
  };
}
