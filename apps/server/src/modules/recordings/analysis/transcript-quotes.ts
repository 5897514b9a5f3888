import type { TranscriptQuote } from '@amicus/contract/recordings/analysis';
import type { TranscriptSegment } from '@amicus/contract/recordings/schemas';
import { checkFindingQuotes, unitHolding } from '../../../domain/quotes/quote-check';

export type Segment = Pick<TranscriptSegment, 'n' | 'startMs' | 'endMs' | 'text'>;

/** What a writer gives as a quotation of the transcript: words it says segment `n` holds. */
export type QuoteClaim = { n: number; text: string };

/**
 * The quotation as kept: only when its words are in segment n (compared without case, spacing or punctuation),
 * or, when they are not, in exactly one other segment, which is then the one named. Its times are always the
 * stored segment's, never the writer's. Null when the words are nowhere, or in several segments alike.
 */
export function checkQuote(segments: readonly Segment[], claim: QuoteClaim): TranscriptQuote | null {
  const segment = unitHolding(segments, claim);
  if (!segment) return null;
  return { n: segment.n, startMs: segment.startMs, endMs: segment.endMs, text: claim.text.trim() };
}

/** Checks each finding's quotation; a quotation not found is dropped (the finding stays) and counted. */
export function checkQuotes<F extends { quote: QuoteClaim | null }>(
  segments: readonly Segment[],
  findings: readonly F[],
): { findings: (Omit<F, 'quote'> & { quote: TranscriptQuote | null })[]; dropped: number } {
  return checkFindingQuotes(findings, (claim: QuoteClaim) => checkQuote(segments, claim));
}
