import { z } from 'zod';

export const roles = ['user', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** A user as every answer shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  /** Relative path of the avatar (`uploads/avatars/…`), shown as base path + '/' + path. */
  profileImage: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  credits: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
