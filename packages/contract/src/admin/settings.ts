import { z } from 'zod';

export const SIGNUP_CREDITS_MAX = 1_000_000;
export const CREDITS_PER_MESSAGE_MAX = 10_000;
export const SYSTEM_PROMPT_MAX_LENGTH = 20_000;

/** The server-wide defaults an admin changes at run time; each overrides its environment variable. */
export const adminSettingsSchema = z.object({
  /** `<provider>:<model>`, from the model catalogue. */
  defaultModel: z.string(),
  /** The prompt in force: the admin's, else the built-in one. */
  defaultSystemPrompt: z.string(),
  signupCredits: z.number().int(),
  creditsPerMessage: z.number().int(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminModelOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.string(),
  /** False when the server holds no key for the provider: the model cannot be the server default. */
  available: z.boolean(),
});
export type AdminModelOption = z.infer<typeof adminModelOptionSchema>;

export const adminSettingsResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: adminSettingsSchema,
  /** What each value falls back to when the admin has not set it (the environment). */
  defaults: adminSettingsSchema,
  models: z.array(adminModelOptionSchema),
});
export type AdminSettingsResult = z.infer<typeof adminSettingsResultSchema>;

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} must be at most ${max}` });

export const updateAdminSettingsBodySchema = z.object({
  defaultModel: z
    .string({ error: 'Please select a default model' })
    .trim()
    .min(1, { error: 'Please select a default model' })
    .max(200, { error: 'Default model must be at most 200 characters' }),
  /** Empty, or the built-in text unchanged, means "follow the built-in prompt". */
  defaultSystemPrompt: z
    .string()
    .trim()
    .max(SYSTEM_PROMPT_MAX_LENGTH, {
      error: `System prompt must be at most ${SYSTEM_PROMPT_MAX_LENGTH} characters`,
    }),
  signupCredits: wholeNumber('Sign-up credits', SIGNUP_CREDITS_MAX),
  creditsPerMessage: wholeNumber('Credits per message', CREDITS_PER_MESSAGE_MAX),
});
export type UpdateAdminSettingsBody = z.infer<typeof updateAdminSettingsBodySchema>;

export const adminSettingsMessages = {
  saved: 'Settings saved',
  saveFailed: 'Failed to save settings. Please try again.',
  loadFailed: 'Failed to load settings. Please try again.',
  unknownModel: 'This model is not offered by the server',
  modelUnavailable: (provider: string) =>
    `The server has no API key for ${provider}. Set LLM_PROVIDER and LLM_API_KEY, or choose another model.`,
} as const;
