import type { LlmRequest } from './llm';

/**
 * The built-in offline model: the caller's deterministic answer, streamed in small chunks with a short pause
 * between them, so the product behaves the same with it as with a hosted model. No network, no key.
 */
export async function* streamOffline(request: LlmRequest, chunkDelayMs: number): AsyncIterable<string> {
  if (!request.offlineAnswer)
    throw new Error('The offline model was asked for an answer its caller does not write.');
  const text = request.offlineAnswer();
  // Chunks of a few words, keeping the whitespace and line breaks Markdown depends on.
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (request.signal?.aborted) return;
    yield pieces.slice(i, i + 3).join('');
    if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
  }
}
