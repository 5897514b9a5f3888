import type { EmbeddingsConfig } from '../../config';
import type { Embedder } from './embedder';
import type * as HostedEmbedder from './hosted-embedder';

/** The AI SDK and its provider packages load with the first embedding, not at start (see create-llm.ts). */
let hosted: Promise<typeof HostedEmbedder> | undefined;

/** The embedding model EMBEDDING_PROVIDER names, built on its first use. */
export function createEmbedder(config: EmbeddingsConfig): Embedder {
  let embedder: Promise<Embedder> | undefined;
  return {
    name: config.name,
    embed: async (texts, options) => {
      embedder ??= (hosted ??= import('./hosted-embedder')).then(({ createHostedEmbedder }) =>
        createHostedEmbedder(config),
      );
      return (await embedder).embed(texts, options);
    },
  };
}
