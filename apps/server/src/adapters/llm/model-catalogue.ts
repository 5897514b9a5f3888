import type { ProviderName } from './llm';

export type ModelOption = { id: string; label: string; provider: ProviderName };

export const OFFLINE_MODEL_ID = 'offline:amicus-offline';

/**
 * The models offered in settings, as `<provider>:<model>`. Hosted models need an API key: the user's own, or
 * the server's when the server is configured for that provider.
 */
export const modelCatalogue: ModelOption[] = [
  { id: OFFLINE_MODEL_ID, label: 'Amicus offline model (no key needed)', provider: 'offline' },
  { id: 'openai:gpt-4o-mini', label: 'OpenAI GPT-4o mini', provider: 'openai' },
  { id: 'openai:gpt-4o', label: 'OpenAI GPT-4o', provider: 'openai' },
  { id: 'openai:gpt-4.1', label: 'OpenAI GPT-4.1', provider: 'openai' },
  { id: 'anthropic:claude-sonnet-4-5', label: 'Anthropic Claude Sonnet 4.5', provider: 'anthropic' },
  { id: 'anthropic:claude-haiku-4-5', label: 'Anthropic Claude Haiku 4.5', provider: 'anthropic' },
  { id: 'google:gemini-2.5-flash', label: 'Google Gemini 2.5 Flash', provider: 'google' },
  { id: 'google:gemini-2.5-pro', label: 'Google Gemini 2.5 Pro', provider: 'google' },
];

/** Each provider's model when LLM_MODEL is not set. */
export const defaultModelOf: Record<ProviderName, string> = {
  offline: 'amicus-offline',
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
  'openai-compatible': 'llama3.1',
};

/** Splits `provider:model`; undefined for an unknown provider. */
export function parseModelId(id: string): { provider: ProviderName; modelId: string } | undefined {
  const index = id.indexOf(':');
  if (index <= 0) return undefined;
  const provider = id.slice(0, index) as ProviderName;
  const modelId = id.slice(index + 1);
  if (!modelId || !(provider in defaultModelOf)) return undefined;
  return { provider, modelId };
}

/** The id of a model as settings store it: `<provider>:<model>`. */
export const modelIdOf = (model: { provider: ProviderName; modelId: string }) =>
  `${model.provider}:${model.modelId}`;

/**
 * What this server offers: the catalogue, plus the OpenAI-compatible endpoint's model whenever LLM_BASE_URL is
 * set (Ollama, vLLM, LM Studio, OpenRouter), plus the server default when it is none of those (an admin or
 * LLM_MODEL may name a model the catalogue does not list).
 */
export function offeredModels(
  llm: { baseUrl?: string; model?: string },
  serverDefaultId: string,
): ModelOption[] {
  const offered = [...modelCatalogue];
  if (llm.baseUrl) {
    const modelId = llm.model ?? defaultModelOf['openai-compatible'];
    offered.push({
      id: `openai-compatible:${modelId}`,
      label: `${modelId} (OpenAI-compatible, this server)`,
      provider: 'openai-compatible',
    });
  }
  const parsed = parseModelId(serverDefaultId);
  if (parsed && !offered.some((m) => m.id === serverDefaultId)) {
    offered.push({
      id: serverDefaultId,
      label: `${parsed.modelId} (server default)`,
      provider: parsed.provider,
    });
  }
  return offered;
}
