import type { PublicUser } from '@amicus/contract/users/schemas';
import type { users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;

/** The one place a user row becomes an answer: the password hash never leaves. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    profileImage: row.profileImage,
    role: row.role,
    isActive: row.isActive,
    credits: row.credits,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
