import type { ModelOption } from '@amicus/contract/settings/schemas';
import type { Config } from '../../config';
import { modelIdOf, offeredModels, parseModelId } from '../../adapters/llm/model-catalogue';
import type { RuntimeSettings } from '../../domain/settings/runtime-settings';
import { serverDefaultModel } from '../../domain/settings/resolve-model';

/**
 * The models a user can choose, each marked available when it can actually answer them: the offline model
 * always; a hosted model when the user has saved a key, or the server holds a key for that provider; the
 * server's OpenAI-compatible endpoint always (local servers such as Ollama need no key).
 */
export function modelsForUser(
  config: Config,
  runtime: Pick<RuntimeSettings, 'defaultModel'>,
  userHasKey: boolean,
): ModelOption[] {
  const serverDefaultId = modelIdOf(serverDefaultModel(config, runtime));
  return offeredModels(config.llm, serverDefaultId).map((model) => ({
    ...model,
    available:
      model.provider === 'offline' ||
      model.provider === 'openai-compatible' ||
      userHasKey ||
      (Boolean(config.llm.apiKey) && config.llm.provider === model.provider),
  }));
}

/** Whether a model id is one the server offers (anything else is refused with a 400). */
export function isOfferedModel(
  config: Config,
  runtime: Pick<RuntimeSettings, 'defaultModel'>,
  id: string,
): boolean {
  if (!parseModelId(id)) return false;
  return modelsForUser(config, runtime, false).some((model) => model.id === id);
}
