import { openAsBlob } from 'node:fs';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { recordingExtensions, type SegmentWord } from '@amicus/contract/recordings/schemas';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { HeardSegment, Transcriber } from './speech-engine';

/**
 * `verbose_json` answers segments with times; OpenAI's gpt-4o transcription models answer only `json` (the
 * text), as do some compatible servers, and then the transcript is one segment over the whole recording.
 */
const segmentsSupported = (model: string) => !/^gpt-4o/i.test(model);

const verboseAnswerSchema = z.object({
  text: z.string(),
  segments: z
    .array(z.object({ start: z.number().min(0), end: z.number().min(0), text: z.string() }))
    .optional(),
  /** With `timestamp_granularities[]=word`, when the provider times words (whisper-1 does; some servers not). */
  words: z
    .array(z.object({ word: z.string(), start: z.number().min(0), end: z.number().min(0) }))
    .optional()
    .catch(undefined),
});

type VerboseAnswer = z.infer<typeof verboseAnswerSchema>;
type ProviderWord = NonNullable<VerboseAnswer['words']>[number];

const upstreamFailed = (message: string) => new AppError('UPSTREAM_FAILED', message);

/**
 * Places a segment's timed words in its text, in order: each is looked for after the last one found (case
 * and the provider's punctuation aside); one not found is left out. Null when none was found.
 */
function placeWords(text: string, words: ProviderWord[]): SegmentWord[] | null {
  const haystack = text.toLowerCase();
  const placed: SegmentWord[] = [];
  let from = 0;
  for (const word of words) {
    const needle = word.word
      .trim()
      .toLowerCase()
      .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!needle) continue;
    const at = haystack.indexOf(needle, from);
    if (at < 0) continue;
    from = at + needle.length;
    placed.push({
      start: at,
      end: from,
      startMs: Math.round(word.start * 1000),
      endMs: Math.round(Math.max(word.end, word.start) * 1000),
    });
  }
  return placed.length > 0 ? placed : null;
}

/** Segments with their times, and their words when the provider timed them (each word goes to the segment it starts in). */
function toSegments(answer: VerboseAnswer, durationMs: number): HeardSegment[] {
  const timed = answer.words ?? [];
  const segments = (answer.segments ?? [])
    .map((segment) => ({
      startMs: Math.round(segment.start * 1000),
      endMs: Math.round(Math.max(segment.end, segment.start) * 1000),
      text: segment.text.trim(),
    }))
    .filter((segment) => segment.text.length > 0);
  if (segments.length === 0) {
    const text = answer.text.trim();
    if (!text) return [];
    const words = placeWords(text, timed);
    return [{ startMs: 0, endMs: durationMs, text, ...(words && { words }) }];
  }
  return segments.map((segment, index) => {
    const next = segments[index + 1];
    const own = timed.filter((word) => {
      const ms = word.start * 1000;
      return (index === 0 || ms >= segment.startMs) && (!next || ms < next.startMs);
    });
    const words = placeWords(segment.text, own);
    return words ? { ...segment, words } : segment;
  });
}

/**
 * OpenAI's `/v1/audio/transcriptions`, or any server that speaks it (whisper.cpp's server, speaches, LocalAI),
 * by base URL, key and model alone. The file is sent from disk (a file-backed Blob), not read into memory.
 */
export function createOpenAiTranscriber(options: {
  provider: 'openai' | 'openai-compatible';
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}): Transcriber {
  const { provider, baseUrl, apiKey, model, timeoutMs } = options;
  return {
    provider,
    model,
    offline: false,
    needsSpeechWav: false,
    transcribe: async ({ filePath, mimeType, durationMs, signal }) => {
      const form = new FormData();
      form.append('model', model);
      const verbose = segmentsSupported(model);
      form.append('response_format', verbose ? 'verbose_json' : 'json');
      if (verbose) {
        form.append('timestamp_granularities[]', 'segment');
        form.append('timestamp_granularities[]', 'word');
      }
      const blob = await openAsBlob(filePath, { type: mimeType });
      form.append('file', blob, `recording.${recordingExtensions[mimeType]}`);
      const deadline = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/audio/transcriptions`, {
          method: 'POST',
          headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
          body: form,
          signal: AbortSignal.any([signal, deadline]),
        });
      } catch (error) {
        if (signal.aborted) throw error;
        if (deadline.aborted) throw upstreamFailed(m.transcriptionTimedOut);
        throw upstreamFailed(m.transcriptionProviderUnreachable);
      }
      let body: unknown;
      try {
        if (!response.ok) {
          await response.body?.cancel();
          throw upstreamFailed(m.transcriptionProviderFailed(response.status));
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof AppError || signal.aborted) throw error;
        if (deadline.aborted) throw upstreamFailed(m.transcriptionTimedOut);
        throw upstreamFailed(m.transcriptionProviderMalformed);
      }
      const parsed = verboseAnswerSchema.safeParse(body);
      if (!parsed.success) throw upstreamFailed(m.transcriptionProviderMalformed);
      return toSegments(parsed.data, durationMs);
    },
  };
}
