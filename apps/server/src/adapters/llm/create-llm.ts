import { streamChatCompletions } from './chat-completions-stream';
import { streamHosted } from './hosted-stream';
import type { Llm, LlmRequest } from './llm';
import { streamOffline } from './offline-stream';

/**
 * The LLM adapter: offline requests stay in-process, OpenAI-compatible endpoints get our lean Chat Completions
 * client, and OpenAI, Anthropic and Google go through the AI SDK (which knows their protocols and quirks).
 */
export function createLlm(options: { offlineChunkDelayMs?: number } = {}): Llm {
  const delay = options.offlineChunkDelayMs ?? 12;
  const streamFor = (request: LlmRequest) => {
    switch (request.model.provider) {
      case 'offline':
        return streamOffline(request, delay);
      case 'openai-compatible':
        return streamChatCompletions(request);
      default:
        return streamHosted(request);
    }
  };
  return { stream: streamFor };
}
