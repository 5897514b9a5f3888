import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { whereToLook, type Grounding } from '../../../domain/library/grounding';
import { operativeSentence } from '../../../domain/library/operative-sentence';
import type { WrittenAnalysis } from './written-analysis';
import { contentWords } from '../../../domain/text/content-words';
import { amountIn, dateIn, mostTelling, type Sentence } from './transcript-sentences';

/** Enough to read at a glance; the transcript holds the rest. */
const MAX_FACTS = 12;
const SUMMARY_SENTENCES = 3;
/**
 * Words of substance a transcript sentence must share with a passage for the passage to be an issue it raises;
 * when no passage shares that many (a short, unpunctuated transcript), the fewer words suffice.
 */
const SHARED_WORDS = 3;
const SHARED_WORDS_AT_LEAST = 2;

/** The transcript sentence sharing most words of substance with a passage, and how many it shares. */
function bestSentence(passage: string, sentences: readonly Sentence[]) {
  const law = contentWords(passage);
  let best: { sentence: Sentence; shared: number } | undefined;
  for (const sentence of sentences) {
    const shared = [...contentWords(sentence.text)].filter((word) => law.has(word)).length;
    if (shared > (best?.shared ?? 0)) best = { sentence, shared };
  }
  return best;
}

/**
 * The analysis this server writes without a model: deterministic and no wiser than its rules. Facts are the
 * sentences that name a date, a time or an amount; each passage of the user's own law that a sentence matches
 * is an issue, quoting the rule and the sentence; the summary is the few most telling sentences in the order
 * spoken; the next steps are practical, and say where to look when the library holds no law for the place.
 */
export function writeOfflineAnalysis(
  sentences: readonly Sentence[],
  grounding: Grounding,
  recordedAt: Date,
): WrittenAnalysis {
  const facts = sentences
    .map((sentence) => ({ sentence, date: dateIn(sentence.text, recordedAt) }))
    .filter(({ sentence, date }) => date || amountIn(sentence.text))
    .slice(0, MAX_FACTS)
    .map(({ sentence, date }) => ({
      text: sentence.text,
      when: date?.when ?? null,
      isoDate: date?.isoDate ?? null,
      quote: { n: sentence.n, text: sentence.text },
    }));

  const matches = grounding.sources
    .filter((source) => source.jurisdiction !== 'general')
    .map((source) => ({ source, best: bestSentence(source.passage, sentences) }));
  const needed = matches.some(({ best }) => (best?.shared ?? 0) >= SHARED_WORDS)
    ? SHARED_WORDS
    : SHARED_WORDS_AT_LEAST;
  const issues = matches
    .filter(({ best }) => (best?.shared ?? 0) >= needed)
    .map(({ source, best }) => {
      const sentence = best!.sentence;
      const rule = operativeSentence(source.passage, sentence.text);
      return {
        text: m.offlineIssue(source.citation, source.heading, rule, source.n),
        quote: { n: sentence.n, text: sentence.text },
        n: source.n,
        citation: source.citation,
      };
    });

  const summary =
    mostTelling(sentences, recordedAt)
      .slice(0, SUMMARY_SENTENCES)
      .sort((a, b) => a.index - b.index)
      .map((sentence) => sentence.text)
      .join(' ') || m.offlineSummaryEmpty;

  const nextSteps = [
    m.offlineStepWriteDown,
    ...(issues.length > 0
      ? [m.offlineStepReadLaw(issues.map((issue) => `${issue.citation} [${issue.n}]`).join(', '))]
      : []),
    ...(grounding.lawFound && issues.length > 0 ? [] : [m.offlineStepLookElsewhere(whereToLook(grounding))]),
    m.offlineStepAskForHelp,
  ].map((text) => ({ text, quote: null }));

  return {
    summary,
    facts,
    issues:
      issues.length > 0
        ? issues.map(({ text, quote }) => ({ text, quote }))
        : [{ text: m.offlineNoIssues(grounding.place), quote: null }],
    nextSteps,
  };
}
