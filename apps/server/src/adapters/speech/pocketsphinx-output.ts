import type { HeardSegment } from './speech-engine';

/** `word start end confidence`, one per line after each utterance's text, with `-time yes`. */
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e-?\d+)?)$/;

/** A pause this long ends a segment once it runs this long, so a long utterance is not one block of text. */
const SPLIT_AT_PAUSE_MS = 300;
const SPLIT_AFTER_MS = 8_000;

export type WordTime = { word: string; startMs: number; endMs: number };

/** One line of PocketSphinx's output as a timed word (silences and markers included), or undefined. */
export function parseWordLine(line: string): WordTime | undefined {
  const match = WORD_LINE.exec(line.trim());
  if (!match) return undefined;
  return {
    word: match[1]!,
    startMs: Math.round(Number(match[2]) * 1000),
    endMs: Math.round(Number(match[3]) * 1000),
  };
}

/** `<s>`, `</s>`, `<sil>`, `[NOISE]`, `++UH++`: markers, not words. */
const isMarker = (word: string) => /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(word);

/**
 * Segments from timed words: one per utterance (PocketSphinx ends one at `</s>`), split at a pause once a
 * segment runs long. Pronunciation variants lose their marker ("deposit(2)" is "deposit"). Each segment keeps
 * its words' character offsets in its text (the words joined by spaces) and their times.
 */
export function segmentsFromWords(words: WordTime[]): HeardSegment[] {
  const segments: HeardSegment[] = [];
  let current: { startMs: number; endMs: number; words: WordTime[] } | undefined;
  const close = () => {
    if (current && current.words.length > 0) {
      let text = '';
      const timed = current.words.map(({ word, startMs, endMs }) => {
        if (text) text += ' ';
        const start = text.length;
        text += word;
        return { start, end: text.length, startMs, endMs };
      });
      segments.push({ startMs: current.startMs, endMs: current.endMs, text, words: timed });
    }
    current = undefined;
  };
  for (const { word, startMs, endMs } of words) {
    if (word === '</s>') {
      close();
      continue;
    }
    if (isMarker(word)) {
      const pause = endMs - startMs;
      if (
        word === '<sil>' &&
        current &&
        pause >= SPLIT_AT_PAUSE_MS &&
        current.endMs - current.startMs >= SPLIT_AFTER_MS
      )
        close();
      continue;
    }
    current ??= { startMs, endMs, words: [] };
    current.words.push({ word: word.replace(/\(\d+\)$/, ''), startMs, endMs });
    current.endMs = endMs;
  }
  close();
  return segments;
}
