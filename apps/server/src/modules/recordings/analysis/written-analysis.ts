import type { QuoteClaim } from './transcript-quotes';

/** What a writer (a model or the offline rules) gives, before its quotations are checked against the transcript. */
export type WrittenFinding = { text: string; quote: QuoteClaim | null };
export type WrittenFact = WrittenFinding & { when: string | null; isoDate: string | null };

export type WrittenAnalysis = {
  summary: string;
  facts: WrittenFact[];
  issues: WrittenFinding[];
  nextSteps: WrittenFinding[];
};
