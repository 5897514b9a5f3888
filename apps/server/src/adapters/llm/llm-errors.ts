import { LlmError } from './llm';

/**
 * What users are told when a provider fails, one wording for every provider and client. Our own words only:
 * a provider's error text may echo part of an API key. The cause is kept for the server's own handling.
 */
export const llmErrors = {
  forStatus(status: number, cause?: unknown): LlmError {
    const options = cause === undefined ? {} : { cause };
    if (status === 401 || status === 403)
      return new LlmError(
        'The AI provider rejected the API key. Check the key in your settings.',
        status,
        options,
      );
    if (status === 429)
      return new LlmError(
        'The AI provider is busy or over its quota. Please try again shortly.',
        status,
        options,
      );
    if (status === 404)
      return new LlmError('The AI provider does not offer the selected model.', status, options);
    return new LlmError(
      `The AI provider failed to answer (status ${status}). Please try again.`,
      status,
      options,
    );
  },
  connectionLost: (cause?: unknown, status?: number) =>
    new LlmError('The connection to the AI provider was lost before the reply was complete.', status, {
      cause,
    }),
  unreachable: (cause?: unknown) =>
    new LlmError('The AI provider could not be reached. Please try again.', undefined, { cause }),
  failedMidReply: () => new LlmError('The AI provider stopped with an error before the reply was complete.'),
  /** Silent for LLM_IDLE_TIMEOUT_MS: before its headers, or mid-reply. */
  stalled: () =>
    new LlmError('The AI provider stopped responding before the reply was complete. Please try again.'),
  /** Still answering at LLM_REPLY_DEADLINE_MS. */
  tooSlow: () => new LlmError('The AI provider took too long to answer. Please try again.'),
  malformed: (cause?: unknown) =>
    new LlmError('The AI provider sent a reply that could not be read. Please try again.', undefined, {
      cause,
    }),
};
