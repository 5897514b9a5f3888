import type { FastifyBaseLogger } from 'fastify';
import { createEmbedder } from '../../../adapters/embeddings/create-embedder';
import { EmbeddingError, type Embedder } from '../../../adapters/embeddings/embedder';
import type { EmbeddingsConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { ensureVectorStorage } from '../../../db/vector-storage';
import { describeError } from '../../../http/describe-error';
import type { SemanticSearch } from '../search/vector-search';

/** A provider failing every search would log every search: once a minute is enough to be seen. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/** Our own words for a provider's failure: its text (in the cause) may echo part of an API key. */
export const describeEmbeddingError = (error: unknown) =>
  error instanceof EmbeddingError
    ? { type: error.name, message: error.message, ...(error.status ? { status: error.status } : {}) }
    : describeError(error);

/**
 * The library's vectors, when an embedding provider is configured and the database can hold vectors; otherwise
 * undefined, and search is full-text search alone. Said once at start, in the log, which it is.
 */
export async function openLibraryEmbeddings(options: {
  db: Database;
  config: EmbeddingsConfig | undefined;
  log: FastifyBaseLogger;
  /** Tests may hand a model of their own; by default the configured provider's. */
  embedder?: Embedder;
}): Promise<SemanticSearch | undefined> {
  const { config, log } = options;
  if (!config) return undefined;
  const storage = await ensureVectorStorage(options.db);
  if (!storage.available) {
    log.warn(`${storage.reason}: library search uses full-text search only`);
    return undefined;
  }
  log.info({ model: config.name }, 'library search fuses full-text search with vectors');
  let lastLogged = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return {
    embedder: options.embedder ?? createEmbedder(config),
    queryTimeoutMs: config.queryTimeoutMs,
    onFailure: (error) => {
      unlogged += 1;
      if (Date.now() - lastLogged < FAILURE_LOG_INTERVAL_MS) return;
      lastLogged = Date.now();
      log.warn(
        { error: describeEmbeddingError(error), searches: unlogged },
        'library search: the question could not be embedded, so words alone ranked it',
      );
      unlogged = 0;
    },
  };
}
