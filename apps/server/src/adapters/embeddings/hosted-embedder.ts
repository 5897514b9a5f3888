import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { APICallError, embedMany, RetryError, type EmbeddingModel } from 'ai';
import type { EmbeddingsConfig } from '../../config';
import { EmbeddingError, type Embedder } from './embedder';

function embeddingModel(config: EmbeddingsConfig): EmbeddingModel {
  const apiKey = config.apiKey ?? '';
  const baseURL = config.baseUrl ? { baseURL: config.baseUrl } : {};
  if (config.provider === 'google')
    return createGoogleGenerativeAI({ apiKey, ...baseURL }).embedding(config.model);
  // OpenAI-compatible servers (Ollama, vLLM, LM Studio) answer POST {base}/embeddings as OpenAI does.
  return createOpenAI({ apiKey, ...baseURL }).embedding(config.model);
}

const providerOptions = (config: EmbeddingsConfig): Record<string, Record<string, number>> | undefined => {
  if (!config.dimensions) return undefined;
  return config.provider === 'google'
    ? { google: { outputDimensionality: config.dimensions } }
    : { openai: { dimensions: config.dimensions } };
};

function toEmbeddingError(error: unknown): EmbeddingError {
  if (error instanceof EmbeddingError) return error;
  if (RetryError.isInstance(error)) return toEmbeddingError(error.lastError);
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  const options = { cause: error };
  if (status === 401 || status === 403)
    return new EmbeddingError('The embedding provider rejected the API key.', status, options);
  if (status === 404)
    return new EmbeddingError('The embedding provider does not offer the configured model.', status, options);
  if (status === 429)
    return new EmbeddingError('The embedding provider is busy or over its quota.', status, options);
  if (status !== undefined)
    return new EmbeddingError(`The embedding provider failed to answer (status ${status}).`, status, options);
  if (APICallError.isInstance(error))
    return new EmbeddingError('The embedding provider could not be reached.', undefined, options);
  return new EmbeddingError(
    'The embedding provider sent an answer that could not be read.',
    undefined,
    options,
  );
}

/** Embeds through the AI SDK's embedMany, which splits a long list into the provider's calls. */
export function createHostedEmbedder(config: EmbeddingsConfig): Embedder {
  const model = embeddingModel(config);
  const options = providerOptions(config);
  return {
    name: config.name,
    embed: async (texts, { signal, maxRetries = 2 } = {}) => {
      if (texts.length === 0) return [];
      try {
        const { embeddings } = await embedMany({
          model,
          values: texts,
          maxRetries,
          maxParallelCalls: 2,
          ...(signal ? { abortSignal: signal } : {}),
          ...(options ? { providerOptions: options } : {}),
        });
        if (embeddings.length !== texts.length || embeddings.some((v) => v.length === 0))
          throw new EmbeddingError('The embedding provider answered with the wrong number of vectors.');
        return embeddings;
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw toEmbeddingError(error);
      }
    },
  };
}
