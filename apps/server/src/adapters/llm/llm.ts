/**
 * The one interface every language model sits behind: the built-in offline model and the hosted providers
 * reached through the Vercel AI SDK. Callers stream text; a failure is an LlmError with a message fit to show.
 */
export type ProviderName = 'offline' | 'openai' | 'anthropic' | 'google' | 'openai-compatible';

export type LlmMessage = { role: 'user' | 'assistant'; content: string };

/** A concrete model to call, with the credentials to call it (a user's own key, or the server's). */
export type ResolvedModel = { provider: ProviderName; modelId: string; apiKey?: string; baseUrl?: string };

export type LlmRequest = {
  model: ResolvedModel;
  system: string;
  messages: LlmMessage[];
  signal?: AbortSignal;
  maxOutputTokens?: number;
  /**
   * What the built-in offline model answers: deterministic text the calling module builds from the same
   * structured inputs (questionnaire, knowledge files, documents). Hosted providers ignore it; a feature that
   * writes offline by other means (a review, a recording's analysis) calls only hosted models and gives none.
   */
  offlineAnswer?: () => string;
};

export type Llm = {
  /**
   * Streams the reply, handing each text chunk to `onText` in order as it arrives (pushed, so a chunk costs
   * no async hop); settles when the reply ends. Rejects with LlmError when the provider fails; resolves
   * quietly, passing on nothing more, when `signal` aborts.
   */
  stream: (request: LlmRequest, onText: (text: string) => void) => Promise<void>;
};

/** A provider failure, with a message safe to show users: never upstream text, which may echo a key. */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmError';
  }
}
