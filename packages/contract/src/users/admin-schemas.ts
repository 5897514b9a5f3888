import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema, usernameSchema } from '../auth/schemas';
import { publicUserSchema, roleSchema } from './schemas';

/**
 * The admin's user management: name, email, username, password, role, isActive.
 * Field rules are the sign-up ones; an admin-set password needs at least 8 characters (and, on the server,
 * must not be a common password).
 */
export const createUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  role: roleSchema.default('user'),
  isActive: z.boolean().default(true),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** Edit: the same fields; the password only when given and non-empty (an empty one means "unchanged"). */
export const updateUserBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  username: usernameSchema,
  role: roleSchema,
  isActive: z.boolean(),
  password: z
    .string()
    .optional()
    .transform((p) => (p === '' ? undefined : p))
    .pipe(passwordSchema.optional()),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** A credit adjustment by an admin: positive adds, negative removes; written to the ledger as 'admin'. */
export const adjustCreditsBodySchema = z.object({
  amount: z
    .number({ error: 'Amount must be a whole number' })
    .int({ error: 'Amount must be a whole number' })
    .min(-1_000_000, { error: 'Amount must be at least -1000000' })
    .max(1_000_000, { error: 'Amount must be at most 1000000' })
    .refine((n) => n !== 0, { error: 'Amount cannot be 0' }),
  note: z.string().trim().max(200, { error: 'Note must be at most 200 characters' }).optional(),
});
export type AdjustCreditsBody = z.infer<typeof adjustCreditsBodySchema>;

export const userListResultSchema = z.object({ success: z.literal(true), users: z.array(publicUserSchema) });
export type UserListResult = z.infer<typeof userListResultSchema>;

export const userResultSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  user: publicUserSchema,
});
export type UserResult = z.infer<typeof userResultSchema>;

/** The texts of the admin user screen and its answers: toasts, failures, validation and refusals. */
export const userMessages = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  creditsAdjusted: 'Credits updated successfully',
  createFailed: 'Failed to create user. Please try again.',
  updateFailed: 'Failed to update user. Please try again.',
  deleteFailed: 'Failed to delete user. Please try again.',
  fetchFailed: 'Failed to fetch users. Please try again.',
  creditsFailed: 'Failed to update credits. Please try again.',
  notFound: 'User not found',
  empty: 'No users found',
  searchPlaceholder: 'Search users...',
  confirmUsername: 'Please enter the username correctly to confirm deletion',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDemoteSelf: 'You cannot remove your own administrator role',
  lastAdmin: 'At least one active administrator must remain',
} as const;
