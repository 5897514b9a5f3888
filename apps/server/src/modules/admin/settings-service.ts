import { eq } from 'drizzle-orm';
import {
  adminSettingsMessages,
  type AdminModelOption,
  type AdminSettings,
  type UpdateAdminSettingsBody,
} from '@amicus/contract/admin/settings';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config';
import { appSettings } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { defaultModelOf, offeredModels } from '../../adapters/llm/model-catalogue';
import { getRuntimeSettings } from '../../domain/settings/runtime-settings';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { diffFields } from '../../domain/audit/field-changes';
import { recordAudit } from '../../domain/audit/record-audit';
import { BUILT_IN_SYSTEM_PROMPT } from '../../domain/settings/default-system-prompt';

/** What each setting is when the admin has not set it: the environment (SIGNUP_CREDITS, LLM_MODEL…). */
function environmentDefaults(config: Config): AdminSettings {
  const provider = config.llm.provider;
  return {
    defaultModel: `${provider}:${config.llm.model ?? defaultModelOf[provider]}`,
    defaultSystemPrompt: BUILT_IN_SYSTEM_PROMPT,
    signupCredits: config.credits.signup,
    creditsPerMessage: config.credits.perMessage,
  };
}

/**
 * The models the server could answer with by default. A hosted model is available only for the provider the
 * server holds a key for (LLM_PROVIDER + LLM_API_KEY; OpenAI-compatible needs only LLM_BASE_URL): the server
 * default is used by everyone without a key of their own, so it must work without one.
 */
export function serverModelOptions(config: Config): AdminModelOption[] {
  const available = (provider: string) =>
    provider === 'offline' ||
    (provider === config.llm.provider && (Boolean(config.llm.apiKey) || provider === 'openai-compatible'));
  const options = offeredModels(config.llm, environmentDefaults(config).defaultModel);
  return options.map((m) => ({ ...m, available: available(m.provider) }));
}

export async function getAdminSettings(ctx: AppContext) {
  const defaults = environmentDefaults(ctx.config);
  const runtime = await getRuntimeSettings(ctx.db, ctx.config);
  const settings: AdminSettings = {
    defaultModel: runtime.defaultModel ?? defaults.defaultModel,
    defaultSystemPrompt: runtime.defaultSystemPrompt ?? BUILT_IN_SYSTEM_PROMPT,
    signupCredits: runtime.signupCredits,
    creditsPerMessage: runtime.creditsPerMessage,
  };
  return { settings, defaults, models: serverModelOptions(ctx.config) };
}

/**
 * Stores the defaults under the keys runtime-settings.ts reads, in one transaction with the audit entry. An
 * empty system prompt, or the built-in one unchanged, removes the admin's prompt so the built-in one applies.
 */
export async function updateAdminSettings(ctx: AppContext, actor: AuditActor, body: UpdateAdminSettingsBody) {
  const model = serverModelOptions(ctx.config).find((m) => m.id === body.defaultModel);
  const fieldError = (message: string) =>
    new AppError('BAD_REQUEST', message, { errors: [{ path: 'defaultModel', message }] });
  if (!model) throw fieldError(adminSettingsMessages.unknownModel);
  if (!model.available) throw fieldError(adminSettingsMessages.modelUnavailable(model.provider));

  const before = (await getAdminSettings(ctx)).settings;
  // Saving the built-in text as it is keeps following the built-in prompt (and its later improvements).
  const customPrompt =
    body.defaultSystemPrompt && body.defaultSystemPrompt !== BUILT_IN_SYSTEM_PROMPT.trim()
      ? body.defaultSystemPrompt
      : null;
  const now = ctx.clock.now();
  const values: Record<string, unknown> = {
    defaultModel: body.defaultModel,
    signupCredits: body.signupCredits,
    creditsPerMessage: body.creditsPerMessage,
    ...(customPrompt ? { defaultSystemPrompt: customPrompt } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      await tx
        .insert(appSettings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
    }
    if (!customPrompt) await tx.delete(appSettings).where(eq(appSettings.key, 'defaultSystemPrompt'));
    const after: AdminSettings = { ...body, defaultSystemPrompt: customPrompt ?? BUILT_IN_SYSTEM_PROMPT };
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'update',
      entityType: 'settings',
      entityId: null,
      changes: diffFields(before, after),
      request: actor.request,
      at: now,
    });
  });
  return getAdminSettings(ctx);
}
