import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../common/constants';
import { messages } from '../common/messages';
import { publicUserSchema } from '../users/schemas';

const m = messages.auth;
const special = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

/** Required text: trims, and answers the spec's 'Please fill in all fields' when empty. */
const required = (message: string = m.fillAllFields) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const emailSchema = z
  .string({ error: m.fillAllFields })
  .trim()
  .toLowerCase()
  .min(1, { error: m.fillAllFields })
  .max(EMAIL_MAX_LENGTH, { error: messages.profile.invalidEmail })
  .pipe(z.email({ error: messages.profile.invalidEmail }));

export const nameSchema = required().pipe(
  z
    .string()
    .min(NAME_MIN_LENGTH, { error: messages.profile.nameMin })
    .max(NAME_MAX_LENGTH, { error: `Name must be at most ${NAME_MAX_LENGTH} characters` }),
);

export const usernameSchema = required().pipe(
  z
    .string()
    .min(USERNAME_MIN_LENGTH, { error: messages.profile.usernameMin })
    .max(USERNAME_MAX_LENGTH, { error: `Username must be at most ${USERNAME_MAX_LENGTH} characters` })
    .regex(/^[A-Za-z0-9._-]+$/, { error: messages.profile.usernameChars }),
);

/** Passwords are never trimmed or truncated; a 1024-character ceiling only guards the hash cost. */
const passwordBase = z
  .string({ error: m.fillAllFields })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong });

/** Reset, change and admin-set passwords: at least 8 characters. */
export const passwordSchema = passwordBase.min(PASSWORD_MIN_LENGTH, { error: m.passwordMin });

/** Sign-up passwords: at least 8 characters with a digit and one of the listed special characters. */
export const signupPasswordSchema = passwordBase
  .min(1, { error: m.fillAllFields, abort: true })
  .refine((p) => p.length >= PASSWORD_MIN_LENGTH && /\d/.test(p) && special.test(p), {
    error: m.signupPasswordRule,
  });

export const loginBodySchema = z.object({
  username: required(),
  password: z
    .string({ error: m.fillAllFields })
    .min(1, { error: m.fillAllFields })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong }),
  /** When false the refresh cookie lives only as long as the browser session. */
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const signupBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  username: usernameSchema,
  password: signupPasswordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const authResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The access token. The refresh token travels only in the HttpOnly cookie, out of reach of scripts. */
  token: z.string(),
  user: publicUserSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const signupResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: publicUserSchema,
});

/** Optional: browsers send the cookie and may post no body at all (which Fastify hands over as null). */
export const refreshBodySchema = z.object({ refreshToken: z.string().max(200).optional() }).nullish();
export const refreshResultSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUserSchema,
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

export const profileResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: publicUserSchema,
});
export type ProfileResult = z.infer<typeof profileResultSchema>;

export const updateProfileBodySchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  /** Sent by the form but never changeable; ignored by the server. */
  email: z.string().nullish(),
  /** A data URL of the chosen image, or the current relative path when unchanged, or null to remove it. */
  profileImage: z
    .string()
    .max(4 * 1024 * 1024, { error: messages.profile.imageTooLarge })
    .nullable()
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: messages.profile.currentRequired })
    .min(1, { error: messages.profile.currentRequired })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong }),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email: z
    .string({ error: m.enterEmail })
    .trim()
    .toLowerCase()
    .min(1, { error: m.enterEmail })
    .max(EMAIL_MAX_LENGTH, { error: messages.profile.invalidEmail })
    .pipe(z.email({ error: messages.profile.invalidEmail })),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: m.resetFailed }).min(1, { error: m.resetFailed }).max(200),
  email: z
    .string({ error: m.resetFailed })
    .trim()
    .toLowerCase()
    .min(1, { error: m.resetFailed })
    .max(EMAIL_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const messageResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;
