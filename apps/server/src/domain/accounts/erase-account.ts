import { and, eq, inArray, sql } from 'drizzle-orm';
import { ACCOUNT_EXPORT_JOB } from '@amicus/contract/account/data';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  chatAttachments,
  chats,
  documentReviews,
  jobs,
  mailOutbox,
  recordings,
  trialFiles,
  trials,
  users,
} from '../../db/schema/index';
import { avatarKey } from './avatar';

/** Every stored file of an account: avatar, chat files, trial documents, reviewed documents, recordings, archives. */
async function accountFileKeys(db: DbOrTx, user: { id: number; profileImage: string | null }) {
  const trialIds = db.select({ id: trials.id }).from(trials).where(eq(trials.userId, user.id));
  const chatIds = db.select({ id: chats.id }).from(chats).where(eq(chats.userId, user.id));
  const lists = await Promise.all([
    db.select({ key: trialFiles.storageKey }).from(trialFiles).where(inArray(trialFiles.trialId, trialIds)),
    db
      .select({ key: chatAttachments.storageKey })
      .from(chatAttachments)
      .where(inArray(chatAttachments.chatId, chatIds)),
    db
      .select({ key: documentReviews.storageKey })
      .from(documentReviews)
      .where(eq(documentReviews.userId, user.id)),
    db.select({ key: recordings.storageKey }).from(recordings).where(eq(recordings.userId, user.id)),
    db
      .select({ key: sql<string | null>`${jobs.result} ->> 'key'` })
      .from(jobs)
      .where(and(eq(jobs.userId, user.id), eq(jobs.kind, ACCOUNT_EXPORT_JOB))),
  ]);
  const avatar = avatarKey(user.profileImage);
  return [...(avatar ? [avatar] : []), ...lists.flat().flatMap((row) => (row.key ? [row.key] : []))];
}

/**
 * Erases an account inside the caller's transaction (issue 30 item 10), and returns the keys of its stored
 * files for `removeAccountFiles` to delete once the transaction has committed.
 *
 * Its rows go with it (chats, documents, trials, reviews, recordings, sessions, ledger, cards and subscriptions
 * cascade). Payments stay, as tax law requires, with no link to the person (`user_id` set null). The e-mails
 * addressed to it are deleted. Earlier audit entries about it keep who did what and when, but not the fields
 * they changed, so nobody, admins included, can read back what was deleted. The caller audits the deletion
 * itself, with no personal field.
 */
export async function eraseAccount(
  tx: DbOrTx,
  user: { id: number; email: string; profileImage: string | null },
): Promise<string[]> {
  const keys = await accountFileKeys(tx, user);
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
  await tx
    .update(auditLog)
    .set({ changes: { erased: true } })
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(user.id))));
  await tx.delete(users).where(eq(users.id, user.id));
  return keys;
}

/**
 * Removes an erased account's files after the rows are gone, in the background: a file store that fails is
 * logged, never a failed deletion (the account is already gone and its files are unreachable).
 */
export function removeAccountFiles(ctx: AppContext, keys: string[]): void {
  if (keys.length === 0) return;
  ctx.tasks.run('remove files of a deleted account', async () => {
    const results = await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  });
}
