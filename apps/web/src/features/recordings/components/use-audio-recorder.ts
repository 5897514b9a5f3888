import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingLabels } from './recording-labels';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'paused' | 'stopped';

/** What was recorded; `url` plays it from memory (released when it is discarded or the recorder leaves). */
export type RecordedAudio = { blob: Blob; fileName: string; durationMs: number; url: string };

/** The containers tried in order: Opus in WebM (Chromium, Firefox), then OGG, then MP4 (Safari). */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export function canRecordAudio(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

function extensionOf(mimeType: string): string {
  if (mimeType.includes('ogg')) return 'ogg';
  if (mimeType.includes('mp4')) return 'm4a';
  return 'webm';
}

function microphoneError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return recordingLabels.microphoneRefused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return recordingLabels.microphoneMissing;
  return recordingLabels.microphoneFailed;
}

type Session = {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  context: AudioContext | null;
  frame: number;
  timer: ReturnType<typeof setInterval>;
  /** Time recorded before the current stretch (pauses end a stretch). */
  doneMs: number;
  /** When the current stretch began (performance.now()), or null while paused. */
  stretchStart: number | null;
};

/** The loudness (0 to 1) of the latest samples: their root mean square, scaled so speech fills the bar. */
function levelOf(analyser: AnalyserNode, samples: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(samples);
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/**
 * Records from the microphone with MediaRecorder: the elapsed time (pauses excluded), the input level from a
 * Web Audio AnalyserNode, pause/resume, and a stop at `maxDurationMs`. After stop, `recorded` holds the audio
 * (and `onRecorded` hears of it).
 */
export function useAudioRecorder(maxDurationMs: number, onRecorded?: (audio: RecordedAudio) => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const [recorded, setRecorded] = useState<RecordedAudio | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const previewUrl = useRef<string | null>(null);

  /** Keeps what was recorded (or nothing), releasing the preview of what was there before. */
  const keep = useCallback((audio: RecordedAudio | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = audio?.url ?? null;
    setRecorded(audio);
  }, []);

  const elapsedOf = (s: Session) =>
    s.doneMs + (s.stretchStart === null ? 0 : performance.now() - s.stretchStart);

  /** Lets go of the microphone, the meter and the clock. */
  const release = useCallback(() => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    clearInterval(s.timer);
    cancelAnimationFrame(s.frame);
    for (const track of s.stream.getTracks()) track.stop();
    void s.context?.close().catch(() => {});
    setLevel(0);
  }, []);

  const stop = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state === 'inactive') return;
    setElapsedMs(elapsedOf(s));
    s.doneMs = elapsedOf(s);
    s.stretchStart = null;
    s.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    setError(null);
    keep(null);
    setElapsedMs(0);
    if (!canRecordAudio()) {
      setError(recordingLabels.recordingUnsupported);
      return;
    }
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (cause) {
      setError(microphoneError(cause));
      setStatus('idle');
      return;
    }
    const mimeType = pickMimeType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const s: Session = {
      recorder,
      stream,
      chunks: [],
      context: null,
      frame: 0,
      timer: setInterval(() => {
        const elapsed = elapsedOf(s);
        setElapsedMs(elapsed);
        if (elapsed >= maxDurationMs) {
          setError(recordingLabels.limitReached);
          stop();
        }
      }, 200),
      doneMs: 0,
      stretchStart: performance.now(),
    };
    session.current = s;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) s.chunks.push(event.data);
    };
    recorder.onstop = () => {
      const type = recorder.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(s.chunks, { type });
      release();
      setStatus('stopped');
      if (blob.size === 0) {
        setError(recordingLabels.recordingEmpty);
        setStatus('idle');
        return;
      }
      const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
      const fileName = `recording-${stamp}.${extensionOf(type)}`;
      const audio = { blob, fileName, durationMs: s.doneMs, url: URL.createObjectURL(blob) };
      keep(audio);
      onRecorded?.(audio);
    };

    // The level meter is a help, not a need: without Web Audio the recording goes on without it.
    if (typeof window.AudioContext === 'function') {
      try {
        const context = new AudioContext();
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        context.createMediaStreamSource(stream).connect(analyser);
        s.context = context;
        const samples = new Float32Array(analyser.fftSize);
        const tick = () => {
          if (session.current !== s) return;
          setLevel(s.stretchStart === null ? 0 : levelOf(analyser, samples));
          s.frame = requestAnimationFrame(tick);
        };
        s.frame = requestAnimationFrame(tick);
      } catch {
        s.context = null;
      }
    }
    // A timeslice, so a long recording arrives in parts rather than in one piece at the end.
    recorder.start(1000);
    setStatus('recording');
  }, [maxDurationMs, onRecorded, keep, release, stop]);

  const pause = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'recording') return;
    s.recorder.pause();
    s.doneMs = elapsedOf(s);
    s.stretchStart = null;
    setElapsedMs(s.doneMs);
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    const s = session.current;
    if (!s || s.recorder.state !== 'paused') return;
    s.recorder.resume();
    s.stretchStart = performance.now();
    setStatus('recording');
  }, []);

  const discard = useCallback(() => {
    keep(null);
    setElapsedMs(0);
    setError(null);
    setStatus('idle');
  }, [keep]);

  // Leaving the page lets go of the microphone; what was recorded is dropped.
  useEffect(
    () => () => {
      const s = session.current;
      if (s) s.recorder.onstop = null;
      if (s && s.recorder.state !== 'inactive') s.recorder.stop();
      release();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [release],
  );

  return { status, elapsedMs, level, recorded, error, start, pause, resume, stop, discard };
}

export type AudioRecorderState = ReturnType<typeof useAudioRecorder>;
