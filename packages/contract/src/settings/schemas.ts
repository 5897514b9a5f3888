import { z } from 'zod';

export const modelOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.string(),
  /** False when the model needs an API key the user has not saved and the server does not hold. */
  available: z.boolean(),
});
export type ModelOption = z.infer<typeof modelOptionSchema>;

export const llmSettingsSchema = z.object({
  model: z.string(),
  /** Never the key itself: its first 4 characters and a mask, or '' when none is saved. */
  apiKey: z.string(),
  systemPrompt: z.string(),
});
export type LlmSettings = z.infer<typeof llmSettingsSchema>;

export const settingsResultSchema = z.object({
  success: z.literal(true),
  settings: llmSettingsSchema,
  models: z.array(modelOptionSchema),
});

/** The built-in model runs on the server itself: it takes no API key. */
export const needsApiKey = (modelId: string) => !modelId.startsWith('offline:');

/**
 * The model is required, the API key and system prompt at least 1 character; but the offline model needs
 * no key, so none is asked for it.
 */
export const updateSettingsBodySchema = z
  .object({
    model: z
      .string({ error: 'Please select an LLM model.' })
      .trim()
      .min(1, { error: 'Please select an LLM model.' })
      .max(200, { error: 'Model must be at most 200 characters' }),
    apiKey: z
      .string({ error: 'API key is required' })
      .trim()
      .max(500, { error: 'API key must be at most 500 characters' }),
    systemPrompt: z
      .string({ error: 'System prompt is required' })
      .trim()
      .min(1, { error: 'System prompt is required' })
      .max(20_000, { error: 'System prompt must be at most 20000 characters' }),
  })
  .superRefine((body, ctx) => {
    if (body.apiKey === '' && needsApiKey(body.model))
      ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'API key is required' });
  });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const updateSettingsResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: llmSettingsSchema,
});
