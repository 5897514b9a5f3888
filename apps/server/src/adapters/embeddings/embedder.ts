/**
 * The one interface embedding models sit behind (OpenAI, Google, or an OpenAI-compatible endpoint such as
 * Ollama), used to give the legal library's sections and questions vectors.
 */
export type Embedder = {
  /** Names the vectors this model makes ("openai/text-embedding-3-small/512"): others are not comparable. */
  readonly name: string;
  /**
   * One vector per text, in order. Rejects with EmbeddingError when the provider fails, or with the signal's
   * reason when it aborts.
   */
  embed: (texts: string[], options?: { signal?: AbortSignal; maxRetries?: number }) => Promise<number[][]>;
};

/** A provider failure, in our own words: a provider's error text may echo part of an API key. */
export class EmbeddingError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EmbeddingError';
  }
}
