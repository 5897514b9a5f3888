import { eq, sql } from 'drizzle-orm';
import { storageQuotaReached } from '@amicus/contract/common/messages';
import type { DbOrTx } from '../../db/client';
import { documentReviews, recordings, trialFiles, trials, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

/** Bytes a user has stored: the documents of all their trials, all their recordings and documents for review. */
export async function storedBytes(db: DbOrTx, userId: number): Promise<number> {
  const [documents] = await db
    .select({ total: sql<string>`coalesce(sum(${trialFiles.size}), 0)` })
    .from(trialFiles)
    .innerJoin(trials, eq(trials.id, trialFiles.trialId))
    .where(eq(trials.userId, userId));
  const [audio] = await db
    .select({ total: sql<string>`coalesce(sum(${recordings.bytes}), 0)` })
    .from(recordings)
    .where(eq(recordings.userId, userId));
  const [reviewed] = await db
    .select({ total: sql<string>`coalesce(sum(${documentReviews.bytes}), 0)` })
    .from(documentReviews)
    .where(eq(documentReviews.userId, userId));
  return Number(documents?.total ?? 0) + Number(audio?.total ?? 0) + Number(reviewed?.total ?? 0);
}

/**
 * Refuses (413, with what is used and what is asked) an upload that would take the user's stored files past
 * their quota. With `lock`, the user's row is locked first, so two uploads of one user at once (of any feature)
 * are counted one after the other inside the transaction that stores them.
 */
export async function assertWithinQuota(
  db: DbOrTx,
  input: { userId: number; incomingBytes: number; quotaBytes: number; lock?: boolean },
): Promise<void> {
  if (input.incomingBytes === 0) return;
  if (input.lock)
    await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
  const used = await storedBytes(db, input.userId);
  if (used + input.incomingBytes <= input.quotaBytes) return;
  throw new AppError(
    'PAYLOAD_TOO_LARGE',
    storageQuotaReached(megabytes(used), megabytes(input.incomingBytes), Math.round(input.quotaBytes / MB)),
  );
}
