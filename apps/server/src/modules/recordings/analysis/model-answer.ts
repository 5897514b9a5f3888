import { z } from 'zod';
import { recordingMessages as m } from '@amicus/contract/recordings/messages';
import { jsonIn } from '../../../adapters/llm/json-answer';
import { AppError } from '../../../http/app-error';
import { dateIn } from './transcript-sentences';
import type { WrittenAnalysis } from './written-analysis';

const text = z.string().trim().min(1);
const quote = z
  .object({ n: z.coerce.number().int(), text: z.string() })
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
const finding = z.union([
  z.object({ text, quote }),
  // A bare string is a finding without a quotation.
  text.transform((value) => ({ text: value, quote: null })),
]);
const fact = z.object({
  text,
  when: z.string().trim().min(1).nullish().catch(null),
  quote,
});
const answerSchema = z.object({
  summary: text,
  facts: z.array(fact).default([]),
  issues: z.array(finding).default([]),
  nextSteps: z.array(finding).default([]),
});

/**
 * Reads a model's analysis: the JSON object it was asked for, tolerating a fence, words around it, a finding
 * given as a bare string and a malformed quotation (dropped later). Anything else is not an analysis: the job
 * fails with a plain message and nothing stored changes. A fact's calendar day is read from its `when`.
 */
export function parseModelAnswer(answer: string, recordedAt: Date): WrittenAnalysis {
  const parsed = answerSchema.safeParse(jsonIn(answer));
  if (!parsed.success) throw new AppError('UPSTREAM_FAILED', m.analysisMalformed);
  const { summary, facts, issues, nextSteps } = parsed.data;
  return {
    summary,
    facts: facts.map((item) => {
      const when = item.when ?? null;
      return {
        text: item.text,
        when,
        isoDate: when ? (dateIn(when, recordedAt)?.isoDate ?? null) : null,
        quote: item.quote,
      };
    }),
    issues,
    nextSteps,
  };
}
