import { eq } from 'drizzle-orm';
import type { UpdateProfileBody } from '@amicus/contract/auth/schemas';
import type { PublicUser } from '@amicus/contract/users/schemas';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { toPublicUser } from '../../domain/accounts/public-user';
import { rethrowUserConflict } from '../../domain/accounts/unique-violation';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordRowChange } from '../../domain/audit/record-audit';
import { avatarKey, storeAvatar } from '../../domain/accounts/avatar';

export async function getProfile(ctx: AppContext, userId: number): Promise<PublicUser> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return toPublicUser(user);
}

/** The form may send back the image it shows: the stored path, or that path as an absolute or rooted URL. */
function isCurrentImage(sent: string, stored: string | null): boolean {
  if (!stored || sent.startsWith('data:')) return false;
  return sent === stored || sent.endsWith(`/${stored}`);
}

/**
 * Name, username and avatar. The e-mail is never changed here. `profileImage` is a data URL for a new image,
 * the current path (unchanged), or null to remove it.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: number,
  audit: AuditActor | null,
  body: UpdateProfileBody,
): Promise<PublicUser> {
  const [current] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound('User not found');

  let profileImage = current.profileImage;
  if (body.profileImage === null) profileImage = null;
  else if (body.profileImage && !isCurrentImage(body.profileImage, current.profileImage)) {
    profileImage = await storeAvatar(ctx.storage, body.profileImage);
  }

  const updated = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ name: body.name, username: body.username, profileImage })
        .where(eq(users.id, userId))
        .returning();
      if (audit) {
        const change = { before: current, after: row, action: 'update-profile', at: ctx.clock.now() };
        await recordRowChange(tx, audit, { entityType: 'user', entityId: userId, ...change });
      }
      return row;
    })
    .catch(async (error: unknown) => {
      const fresh = avatarKey(profileImage);
      if (profileImage !== current.profileImage && fresh) await ctx.storage.delete(fresh);
      return rethrowUserConflict(error);
    });

  const old = avatarKey(current.profileImage);
  if (old && current.profileImage !== profileImage) await ctx.storage.delete(old).catch(() => undefined);
  return toPublicUser(updated!);
}
