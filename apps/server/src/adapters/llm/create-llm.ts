import { streamChatCompletions } from './chat-completions-stream';
import type * as HostedStream from './hosted-stream';
import type { Llm, LlmRequest } from './llm';
import { streamOffline } from './offline-stream';
import { startStallGuard, type LlmTimeouts } from './stall-guard';

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
 * With `timeouts` (the server's config), a provider silent too long or past the deadline is aborted and the
 * call rejects with an LlmError; the text handed on before that stays with the caller.
 */
export function createLlm(options: { offlineChunkDelayMs?: number; timeouts?: LlmTimeouts } = {}): Llm {
  const delay = options.offlineChunkDelayMs ?? 12;
  const dispatch = (request: LlmRequest, onText: (text: string) => void, onActivity?: () => void) => {
    switch (request.model.provider) {
      case 'offline':
        return pushEach(streamOffline(request, delay), (chunk) => {
          onActivity?.();
          onText(chunk);
        });
      case 'openai-compatible':
        return streamChatCompletions(request, onText, onActivity);
      default:
        return (hosted ??= import('./hosted-stream')).then(({ streamHosted }) =>
          pushEach(streamHosted(request, onActivity), onText),
        );
    }
  };
  const { timeouts } = options;
  if (!timeouts) return { stream: (request, onText) => dispatch(request, onText) };

  return {
    stream: async (request, onText) => {
      const guard = startStallGuard(request.signal, timeouts);
      try {
        await dispatch({ ...request, signal: guard.signal }, onText, guard.touch);
      } catch (error) {
        // An adapter that reports the abort as an error of its own still failed for the guard's reason.
        throw guard.failure() ?? error;
      } finally {
        guard.dispose();
      }
      const failure = guard.failure();
      if (failure) throw failure;
    },
  };
}
