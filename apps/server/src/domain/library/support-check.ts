import type { CitationIssue, CitedSource } from '@amicus/contract/library/schemas';
import { generateText } from '../../adapters/llm/generate-text';
import { jsonIn } from '../../adapters/llm/json-answer';
import type { Llm, ResolvedModel } from '../../adapters/llm/llm';
import { markersIn, sentenceAround } from './citation-check';

/** The claims one second pass asks about: a reply's first ones (a long reply's later claims go unasked). */
export const SUPPORT_CHECK_MAX_CLAIMS = 12;
/** How much of a passage the model is shown per claim. */
const PASSAGE_CHARS = 1_500;
/** A second pass that has not answered by then is given up: the reply is not held back for it. */
export const SUPPORT_CHECK_TIMEOUT_MS = 10_000;

/** A sentence of a text citing `[n]`, with where that marker stands. */
export type CitedClaim = { sentence: string; n: number; at: number };

/** Each sentence citing a given source, once per source it cites, in reading order. */
export function citedClaims(text: string, sources: CitedSource[]): CitedClaim[] {
  const given = new Set(sources.map((source) => source.n));
  const seen = new Set<string>();
  const claims: CitedClaim[] = [];
  for (const marker of markersIn(text)) {
    const { start, end } = sentenceAround(text, marker.index);
    const sentence = text.slice(start, end).replace(/\s+/g, ' ').trim();
    for (const n of marker.numbers) {
      const key = `${start}:${n}`;
      if (!given.has(n) || seen.has(key) || !/[a-z]{3}/i.test(sentence)) continue;
      seen.add(key);
      claims.push({ sentence, n, at: marker.index });
    }
  }
  return claims;
}

const SYSTEM = `You check a legal-help reply against the passages of law it cites. For each numbered claim you are given the
sentence and the passage its citation names. A claim is supported only when the passage itself states what the
sentence says the law is; a sentence that merely mentions the same subject, or says more than the passage, is not
supported. A sentence that describes the user's own situation and only points to the passage for the rule is
supported when the rule it relies on is in the passage. Answer with JSON only: {"unsupported": [numbers of the
claims the passages do not support]}.`;

/**
 * The hosted model's second pass over a finished text (the citation check's pure rules find figures and
 * quotations; this finds a claim whose chip names a passage that does not say it): each sentence citing `[n]` is
 * put to the model with `[n]`'s passage, and those it judges unsupported are `unsupported_claim` issues at their
 * marker. An answer that cannot be read marks nothing: the pass only ever adds warnings.
 */
export async function modelSupportCheck(
  ctx: { llm: Llm },
  model: ResolvedModel,
  text: string,
  sources: CitedSource[],
  signal?: AbortSignal,
): Promise<CitationIssue[]> {
  const claims = citedClaims(text, sources).slice(0, SUPPORT_CHECK_MAX_CLAIMS);
  if (claims.length === 0) return [];
  const passage = (n: number) => {
    const source = sources.find((s) => s.n === n)!;
    return `${source.citation}: ${source.passage.slice(0, PASSAGE_CHARS)}`;
  };
  const user = claims
    .map((claim, i) => `Claim ${i + 1}: ${claim.sentence}\nPassage [${claim.n}] ${passage(claim.n)}`)
    .join('\n\n');
  const timeout = AbortSignal.timeout(SUPPORT_CHECK_TIMEOUT_MS);
  const answer = await generateText(ctx, {
    model,
    system: SYSTEM,
    user,
    maxOutputTokens: 200,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const found = jsonIn(answer) as { unsupported?: unknown } | undefined;
  const numbers = Array.isArray(found?.unsupported) ? found.unsupported : [];
  return numbers.flatMap((value) => {
    const claim = typeof value === 'number' ? claims[value - 1] : undefined;
    return claim
      ? [{ kind: 'unsupported_claim' as const, text: claim.sentence, n: claim.n, at: claim.at }]
      : [];
  });
}
