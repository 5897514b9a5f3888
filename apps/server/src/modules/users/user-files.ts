import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { recordings, trialFiles, trials } from '../../db/schema/index';
import { avatarKey } from '../../domain/accounts/avatar';

/** The stored files of an account (avatar, trial documents, recordings), read before its rows cascade away. */
export async function userFileKeys(
  db: DbOrTx,
  user: { id: number; profileImage: string | null },
): Promise<string[]> {
  const trialIds = db.select({ id: trials.id }).from(trials).where(eq(trials.userId, user.id));
  const files = await db
    .select({ key: trialFiles.storageKey })
    .from(trialFiles)
    .where(inArray(trialFiles.trialId, trialIds));
  const audio = await db
    .select({ key: recordings.storageKey })
    .from(recordings)
    .where(eq(recordings.userId, user.id));
  const avatar = avatarKey(user.profileImage);
  return [...(avatar ? [avatar] : []), ...files.map((f) => f.key), ...audio.map((f) => f.key)];
}

/**
 * Removes the files after the rows are gone, in the background: a file store that fails is logged, never a
 * failed deletion (the account is already gone and its files are unreachable).
 */
export function removeUserFiles(ctx: AppContext, keys: string[]): void {
  if (keys.length === 0) return;
  ctx.tasks.run('remove files of a deleted account', async () => {
    const results = await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  });
}
