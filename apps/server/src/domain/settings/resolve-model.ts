import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config';
import { llmSettings } from '../../db/schema/index';
import type { ResolvedModel } from '../../adapters/llm/llm';
import { defaultModelOf, parseModelId } from '../../adapters/llm/model-catalogue';
import { decryptSecret } from '../../lib/secrets';
import { getRuntimeSettings, type RuntimeSettings } from './runtime-settings';
import { defaultSystemPrompt } from './default-system-prompt';

/**
 * The server-wide default: the admin's choice (app settings) when set, else LLM_PROVIDER / LLM_MODEL. The
 * server's own key and base URL go with it.
 */
export function serverDefaultModel(
  config: Config,
  runtime: Pick<RuntimeSettings, 'defaultModel'>,
): ResolvedModel {
  const fallback = `${config.llm.provider}:${config.llm.model ?? defaultModelOf[config.llm.provider]}`;
  const parsed = parseModelId(runtime.defaultModel ?? fallback) ?? parseModelId(fallback)!;
  if (parsed.provider === 'offline') return { provider: 'offline', modelId: parsed.modelId };
  return {
    ...parsed,
    // The server's key belongs to LLM_PROVIDER: never send it to another provider an admin picked.
    ...(config.llm.apiKey && parsed.provider === config.llm.provider ? { apiKey: config.llm.apiKey } : {}),
    ...(config.llm.baseUrl && parsed.provider === config.llm.provider ? { baseUrl: config.llm.baseUrl } : {}),
  };
}

/**
 * Which model answers a user: their own model with their own key when they saved one; their model with the
 * server's key when the server runs that provider; otherwise the server default. A user never chooses the
 * base URL (the server's LLM_BASE_URL only), so a saved setting cannot point the server at another host.
 * An OpenAI-compatible model is offered whenever LLM_BASE_URL is set (Ollama, vLLM, LM Studio, OpenRouter).
 */
export async function resolveModelForUser(ctx: AppContext, userId: number): Promise<ResolvedModel> {
  return (await resolveChatSettings(ctx, userId)).model;
}

export type ChatSettings = { model: ResolvedModel; systemPrompt: string; runtime: RuntimeSettings };

/** The model and the system prompt a user's chats run with, and the runtime settings read on the way. */
export async function resolveChatSettings(ctx: AppContext, userId: number): Promise<ChatSettings> {
  const [[row], runtime] = await Promise.all([
    ctx.db.select().from(llmSettings).where(eq(llmSettings.userId, userId)),
    getRuntimeSettings(ctx.db, ctx.config),
  ]);
  return chatSettingsFrom(ctx, row, runtime);
}

/** As resolveChatSettings, from the user's settings row and the runtime settings already read. */
export function chatSettingsFrom(
  ctx: AppContext,
  row: typeof llmSettings.$inferSelect | undefined,
  runtime: RuntimeSettings,
): ChatSettings {
  return {
    model: pickModel(ctx, row, runtime),
    systemPrompt: row?.systemPrompt ?? defaultSystemPrompt(runtime),
    runtime,
  };
}

function pickModel(
  ctx: AppContext,
  row: typeof llmSettings.$inferSelect | undefined,
  runtime: RuntimeSettings,
): ResolvedModel {
  const chosen = row?.model ? parseModelId(row.model) : undefined;
  if (chosen) {
    if (chosen.provider === 'offline') return { provider: 'offline', modelId: chosen.modelId };
    // The OpenAI-compatible endpoint is always the server's LLM_BASE_URL; other providers use it only when
    // it is their own (LLM_PROVIDER).
    const baseUrl =
      chosen.provider === 'openai-compatible' || chosen.provider === ctx.config.llm.provider
        ? ctx.config.llm.baseUrl
        : undefined;
    const ownKey = readOwnKey(ctx, row?.apiKeyEncrypted);
    const key = ownKey ?? (chosen.provider === ctx.config.llm.provider ? ctx.config.llm.apiKey : undefined);
    if (key || chosen.provider === 'openai-compatible') {
      return { ...chosen, ...(key ? { apiKey: key } : {}), ...(baseUrl ? { baseUrl } : {}) };
    }
  }
  return serverDefaultModel(ctx.config, runtime);
}

/**
 * A user's saved key in plain text, for calling their provider only. Undefined when none is saved or it can no
 * longer be decrypted (APP_SECRET changed): the user then falls back to the server's key and re-enters theirs.
 */
export function readOwnKey(
  ctx: Pick<AppContext, 'keys'>,
  sealed: string | null | undefined,
): string | undefined {
  if (!sealed) return undefined;
  try {
    return decryptSecret(ctx.keys.encryption, sealed);
  } catch {
    return undefined;
  }
}
