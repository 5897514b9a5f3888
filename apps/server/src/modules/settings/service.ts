import { eq } from 'drizzle-orm';
import type { LlmSettings, ModelOption, UpdateSettingsBody } from '@amicus/contract/settings/schemas';
import type { AppContext } from '../../app-context';
import { llmSettings } from '../../db/schema/index';
import { modelIdOf } from '../../adapters/llm/model-catalogue';
import { badRequest } from '../../http/app-error';
import { encryptSecret, maskSecret } from '../../lib/secrets';
import { getRuntimeSettings } from '../../domain/settings/runtime-settings';
import { defaultSystemPrompt } from '../../domain/settings/default-system-prompt';
import { isOfferedModel, modelsForUser } from './offered-models';
import { readOwnKey, serverDefaultModel } from '../../domain/settings/resolve-model';

export type SettingsView = { settings: LlmSettings; models: ModelOption[] };

/** The user's LLM settings as the form shows them: the key only as a mask, defaults where nothing is saved. */
export async function getSettings(ctx: AppContext, userId: number): Promise<SettingsView> {
  const [row] = await ctx.db.select().from(llmSettings).where(eq(llmSettings.userId, userId));
  const runtime = await getRuntimeSettings(ctx.db, ctx.config);
  const ownKey = readOwnKey(ctx, row?.apiKeyEncrypted);
  return {
    settings: {
      model: row?.model ?? modelIdOf(serverDefaultModel(ctx.config, runtime)),
      apiKey: ownKey ? maskSecret(ownKey) : '',
      systemPrompt: row?.systemPrompt ?? defaultSystemPrompt(runtime),
    },
    models: modelsForUser(ctx.config, runtime, Boolean(ownKey)),
  };
}

/**
 * Saves model, key and system prompt. The key is stored encrypted; sending back the mask the form was given
 * keeps the stored key, so the form can be saved again without retyping it. A prompt equal to the default is
 * not stored, so the user keeps following the default when an admin changes it.
 */
export async function updateSettings(
  ctx: AppContext,
  userId: number,
  body: UpdateSettingsBody,
): Promise<LlmSettings> {
  const runtime = await getRuntimeSettings(ctx.db, ctx.config);
  if (!isOfferedModel(ctx.config, runtime, body.model)) {
    const message = 'Please select a model this server offers.';
    throw badRequest(message, [{ path: 'model', message }]);
  }
  const [row] = await ctx.db.select().from(llmSettings).where(eq(llmSettings.userId, userId));
  const storedKey = readOwnKey(ctx, row?.apiKeyEncrypted);
  // No key (allowed for the offline model) leaves a saved one in place, for when a hosted model is chosen again.
  const keepStored = storedKey !== undefined && (body.apiKey === '' || body.apiKey === maskSecret(storedKey));
  const apiKeyEncrypted = keepStored
    ? row!.apiKeyEncrypted
    : body.apiKey
      ? encryptSecret(ctx.keys.encryption, body.apiKey)
      : null;
  const systemPrompt = body.systemPrompt === defaultSystemPrompt(runtime).trim() ? null : body.systemPrompt;
  const values = { model: body.model, apiKeyEncrypted, systemPrompt };
  await ctx.db
    .insert(llmSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: llmSettings.userId, set: values });
  return {
    model: body.model,
    apiKey: keepStored ? maskSecret(storedKey) : body.apiKey ? maskSecret(body.apiKey) : '',
    systemPrompt: systemPrompt ?? defaultSystemPrompt(runtime),
  };
}
