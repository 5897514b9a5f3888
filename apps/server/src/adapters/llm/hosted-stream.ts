import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, RetryError, streamText, type LanguageModel } from 'ai';
import { LRUCache } from 'lru-cache';
import { LlmError, type LlmRequest, type ResolvedModel } from './llm';
import { llmErrors } from './llm-errors';

function createLanguageModel(model: ResolvedModel): LanguageModel {
  const apiKey = model.apiKey ?? '';
  switch (model.provider) {
    case 'openai':
      return createOpenAI({ apiKey, ...(model.baseUrl ? { baseURL: model.baseUrl } : {}) }).chat(
        model.modelId,
      );
    case 'anthropic':
      return createAnthropic({ apiKey, ...(model.baseUrl ? { baseURL: model.baseUrl } : {}) })(model.modelId);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, ...(model.baseUrl ? { baseURL: model.baseUrl } : {}) })(
        model.modelId,
      );
    case 'offline':
    case 'openai-compatible':
      throw new LlmError(`The ${model.provider} model does not go through the AI SDK.`);
  }
}

/** A clear message for users; upstream text is never passed on (it may echo part of a key). */
export function toLlmError(error: unknown): LlmError {
  if (error instanceof LlmError) return error;
  if (RetryError.isInstance(error)) return toLlmError(error.lastError);
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  if (status !== undefined && status >= 400) return llmErrors.forStatus(status, error);
  if (status !== undefined) return llmErrors.connectionLost(error, status);
  return llmErrors.unreachable(error);
}

/**
 * Provider models are kept and reused: each one builds its response schemas when created, which cost memory
 * and time on every reply otherwise. Keyed by everything that defines the model, its key included (held in
 * memory only, as it already is while a reply runs). Bounded; the least recently used is dropped first.
 */
const models = new LRUCache<string, LanguageModel>({ max: 200 });

function languageModel(model: ResolvedModel): LanguageModel {
  const key = JSON.stringify([model.provider, model.modelId, model.baseUrl ?? '', model.apiKey ?? '']);
  let cached = models.get(key);
  if (!cached) {
    cached = createLanguageModel(model);
    models.set(key, cached);
  }
  return cached;
}

/**
 * Streams from a hosted model through the AI SDK's streamText. Retries are off: a failed call is told to the
 * user at once, as every provider's is, and the stall guard bounds the wait. Error parts and thrown errors
 * become LlmError; an abort ends the stream quietly.
 */
export async function* streamHosted(
  request: LlmRequest,
  /** Every stream part, not only text: a reasoning model's thinking or metadata shows the provider is alive. */
  onActivity: () => void = () => {},
): AsyncIterable<string> {
  const result = streamText({
    model: languageModel(request.model),
    system: request.system,
    messages: request.messages,
    maxRetries: 0,
    ...(request.signal ? { abortSignal: request.signal } : {}),
    ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
    // Errors arrive as parts of fullStream below; without this the SDK also logs them to the console.
    onError: () => {},
  });
  try {
    for await (const part of result.fullStream) {
      onActivity();
      if (part.type === 'text-delta') {
        if (part.text) yield part.text;
      } else if (part.type === 'abort') {
        return;
      } else if (part.type === 'error') {
        // Also an error event inside an answered stream (status 200): the provider gave up mid-reply.
        throw APICallError.isInstance(part.error) || part.error instanceof Error
          ? toLlmError(part.error)
          : new LlmError('The AI provider stopped with an error before the reply was complete.');
      }
    }
  } catch (error) {
    if (request.signal?.aborted) return;
    throw toLlmError(error);
  }
}
