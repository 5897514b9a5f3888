import * as chrono from 'chrono-node';
import { contentWords } from '../../../domain/text/content-words';
import type { Segment } from './transcript-quotes';

/** One sentence of the transcript and the segment it was said in. */
export type Sentence = { n: number; text: string; index: number };

/** A date or time a sentence names: as said, and as a calendar day when it can be fixed to one. */
export type SaidDate = { when: string; isoDate: string | null };

/** Sentence ends in a transcript; an engine without punctuation (PocketSphinx) gives one per segment. */
const SENTENCE = /[^.!?]+(?:[.!?]+(?=\s|$)|$)/g;

export function sentencesOf(segments: readonly Segment[]): Sentence[] {
  const sentences: Sentence[] = [];
  for (const segment of segments) {
    for (const match of segment.text.matchAll(SENTENCE)) {
      const text = match[0].trim();
      if (/[a-z0-9]/i.test(text)) sentences.push({ n: segment.n, text, index: sentences.length });
    }
  }
  return sentences;
}

const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|and|a)';
/** "$1,200", "1200 dollars", "£300", "twelve hundred dollars". */
const AMOUNT = new RegExp(
  `[$£€]\\s?\\d[\\d,]*(?:\\.\\d+)?|\\b\\d[\\d,]*(?:\\.\\d+)?\\s?(?:dollars?|pounds?|euros?|bucks)\\b|\\b(?:${NUMBER_WORD}[\\s-]+){1,6}(?:dollars|pounds|euros|bucks)\\b`,
  'i',
);

export const amountIn = (text: string): string | null => AMOUNT.exec(text)?.[0].trim() ?? null;

const pad = (value: number) => String(value).padStart(2, '0');

/** What a date said must fix to count: a day, a weekday, a month or an hour ("for two years" fixes none). */
const FIXING = ['day', 'weekday', 'month', 'hour'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first date or time a sentence names, read by chrono-node against the day it was recorded. An account is
 * of the past: a date without its year ("March 3") is the last one on or before that day, a weekday alone the
 * last such day. Its calendar day only when the words fix one (a month alone or "two months ago" does not).
 */
export function dateIn(text: string, recordedAt: Date): SaidDate | null {
  const result = chrono
    .parse(text, recordedAt)
    .find((found) => FIXING.some((component) => found.start.isCertain(component)));
  if (!result) return null;
  const { start } = result;
  const date = start.date();
  if (date.getTime() - recordedAt.getTime() > DAY_MS) {
    if (!start.isCertain('year') && start.isCertain('month')) date.setFullYear(date.getFullYear() - 1);
    else if (start.isCertain('weekday') && !start.isCertain('day')) date.setTime(date.getTime() - 7 * DAY_MS);
  }
  const fixed = start.isCertain('day') || start.isCertain('weekday');
  const isoDate = fixed ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null;
  return { when: result.text, isoDate };
}

/** How much a sentence tells: its words of substance, more for an amount or a date it names. */
function tellingScore(sentence: Sentence, recordedAt: Date): number {
  return (
    contentWords(sentence.text).size +
    (amountIn(sentence.text) ? 3 : 0) +
    (dateIn(sentence.text, recordedAt) ? 3 : 0)
  );
}

/** The sentences most telling first (spoken order among equals). */
export function mostTelling(sentences: readonly Sentence[], recordedAt: Date): Sentence[] {
  const scored = sentences.map((sentence) => ({ sentence, score: tellingScore(sentence, recordedAt) }));
  return scored
    .sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index)
    .map(({ sentence }) => sentence);
}
