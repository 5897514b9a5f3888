import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, RetryError } from 'ai';
import { LlmError, type LlmRequest, type ResolvedModel } from './llm';
import { llmErrors } from './llm-errors';

/** The AI SDK's provider-level streaming call (LanguageModelV3), which every provider package implements. */
type CallOptions = Parameters<ReturnType<ReturnType<typeof createOpenAI>['chat']>['doStream']>[0];
type StreamingModel = {
  doStream: (options: CallOptions) => PromiseLike<{
    stream: ReadableStream<{ type: string; delta?: string; error?: unknown }>;
  }>;
};

function createLanguageModel(model: ResolvedModel): StreamingModel {
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
 * memory only, as it already is while a reply runs). A bounded map, oldest dropped first.
 */
const MODEL_CACHE_SIZE = 200;
const models = new Map<string, StreamingModel>();

function languageModel(model: ResolvedModel): StreamingModel {
  const key = JSON.stringify([model.provider, model.modelId, model.baseUrl ?? '', model.apiKey ?? '']);
  let cached = models.get(key);
  if (!cached) {
    cached = createLanguageModel(model);
    if (models.size >= MODEL_CACHE_SIZE) models.delete(models.keys().next().value!);
    models.set(key, cached);
  }
  return cached;
}

function toPrompt(request: LlmRequest): CallOptions['prompt'] {
  return [
    { role: 'system', content: request.system },
    ...request.messages.map((message) => ({
      role: message.role,
      content: [{ type: 'text' as const, text: message.content }],
    })),
  ];
}

/**
 * Streams from a hosted model through the AI SDK provider's own streaming call. streamText would add
 * retries, multi-step tool handling, telemetry and several stream copies we do not use; measured on the
 * chat-stream benchmark it costs about twice the CPU per chunk and some 95 KB more memory per open reply.
 * Error parts and thrown errors become LlmError; an abort ends the stream quietly.
 */
export async function* streamHosted(
  request: LlmRequest,
  /** Every stream part, not only text: a reasoning model's thinking or metadata shows the provider is alive. */
  onActivity: () => void = () => {},
): AsyncIterable<string> {
  let stream;
  try {
    ({ stream } = await languageModel(request.model).doStream({
      prompt: toPrompt(request),
      ...(request.signal ? { abortSignal: request.signal } : {}),
      ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
    }));
  } catch (error) {
    if (request.signal?.aborted) return;
    throw toLlmError(error);
  }
  try {
    for await (const part of stream) {
      onActivity();
      if (part.type === 'text-delta') {
        if (part.delta) yield part.delta;
      } else if (part.type === 'error') {
        // An error event inside an answered stream (status 200): the provider gave up mid-reply.
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
