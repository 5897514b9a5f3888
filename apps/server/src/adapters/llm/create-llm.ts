import { streamHosted } from './hosted-stream';
import type { Llm } from './llm';
import { streamOffline } from './offline-stream';

/** The LLM adapter: offline requests stay in-process, every other provider goes through the AI SDK. */
export function createLlm(options: { offlineChunkDelayMs?: number } = {}): Llm {
  const delay = options.offlineChunkDelayMs ?? 12;
  return {
    stream: (request) =>
      request.model.provider === 'offline' ? streamOffline(request, delay) : streamHosted(request),
  };
}
