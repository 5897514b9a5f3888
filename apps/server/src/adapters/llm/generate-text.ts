import { LlmError, type Llm, type ResolvedModel } from './llm';

/** A report that has not arrived after this long is given up: a stalled provider must not hang the request. */
export const GENERATION_TIMEOUT_MS = 180_000;

/** What generateText asks the model for. */
export type GenerateRequest = {
  model: ResolvedModel;
  system: string;
  user: string;
  maxOutputTokens: number;
  /** What the offline model answers (see LlmRequest). */
  offlineAnswer?: () => string;
  /** Stops the generation early (a job cancelled or its instance shutting down); it then throws. */
  signal?: AbortSignal;
  /** Told the length of the text so far as it arrives. */
  onLength?: (length: number) => void;
};

/**
 * One whole answer from the user's model, for features that show finished texts (trial reports, a recording's
 * analysis): the stream is collected here. Throws LlmError (a message fit to show) when the provider fails, stalls or answers nothing.
 */
export async function generateText(ctx: { llm: Llm }, request: GenerateRequest): Promise<string> {
  const timeout = AbortSignal.timeout(GENERATION_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  let text = '';
  await ctx.llm.stream(
    {
      model: request.model,
      system: request.system,
      messages: [{ role: 'user', content: request.user }],
      maxOutputTokens: request.maxOutputTokens,
      signal,
      offlineAnswer: request.offlineAnswer,
    },
    (chunk) => {
      text += chunk;
      request.onLength?.(text.length);
    },
  );
  // The adapter stops quietly when the signal fires; a cut-off report must not pass for a whole one.
  if (request.signal?.aborted) throw new Error('The generation was stopped.');
  if (signal.aborted) throw new LlmError('The AI provider took too long to answer. Please try again.');
  if (!text.trim()) throw new LlmError('The AI provider returned an empty answer. Please try again.');
  return text.trim();
}
