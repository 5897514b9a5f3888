import { streamChatCompletions } from './chat-completions-stream';
import type * as HostedStream from './hosted-stream';
import type { Llm, LlmRequest } from './llm';
import { streamOffline } from './offline-stream';

async function pushEach(chunks: AsyncIterable<string>, onText: (text: string) => void) {
  for await (const chunk of chunks) onText(chunk);
}

/**
 * The AI SDK and its three provider packages (about 9 MB of heap) are loaded by the first reply from a hosted
 * provider, not at start: many servers never use one.
 */
let hosted: Promise<typeof HostedStream> | undefined;

/**
 * The LLM adapter: offline requests stay in-process, OpenAI-compatible endpoints get our lean Chat Completions
 * client, and OpenAI, Anthropic and Google go through the AI SDK (which knows their protocols and quirks).
 */
export function createLlm(options: { offlineChunkDelayMs?: number } = {}): Llm {
  const delay = options.offlineChunkDelayMs ?? 12;
  const stream = (request: LlmRequest, onText: (text: string) => void) => {
    switch (request.model.provider) {
      case 'offline':
        return pushEach(streamOffline(request, delay), onText);
      case 'openai-compatible':
        return streamChatCompletions(request, onText);
      default:
        return (hosted ??= import('./hosted-stream')).then(({ streamHosted }) =>
          pushEach(streamHosted(request), onText),
        );
    }
  };
  return { stream };
}
