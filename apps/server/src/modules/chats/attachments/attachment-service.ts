import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CHAT_MAX_ATTACHMENTS,
  chatAttachmentMessages,
  type ChatAttachment,
} from '@amicus/contract/chats/attachments';
import type { AppContext } from '../../../app-context';
import type { DbOrTx } from '../../../db/client';
import { chatAttachments, chats } from '../../../db/schema/index';
import type { DocumentReader } from '../../../document-reader/document-reader';
import { readUploads, typeLabelOf } from '../../../document-reader/read-uploads';
import { assertWithinQuota } from '../../../domain/storage/storage-quota';
import { AppError, badRequest, notFound } from '../../../http/app-error';
import { distinctUploads, type Upload } from '../../../http/multipart-upload';
import { chatNotFound, ownChat } from '../own-chat';
import { passagesOf, type AttachedFile } from './attachment-passages';

type AttachmentRow = typeof chatAttachments.$inferSelect;

const toAttachment = (row: Omit<AttachmentRow, 'passages' | 'storageKey' | 'sha256'>): ChatAttachment => ({
  id: row.id,
  chatId: row.chatId,
  fileName: row.fileName,
  mimeType: row.mimeType,
  typeLabel: typeLabelOf(row.mimeType),
  size: row.size,
  pages: row.pages,
  createdAt: row.createdAt.toISOString(),
});

const listColumns = {
  id: chatAttachments.id,
  chatId: chatAttachments.chatId,
  fileName: chatAttachments.fileName,
  mimeType: chatAttachments.mimeType,
  size: chatAttachments.size,
  pages: chatAttachments.pages,
  createdAt: chatAttachments.createdAt,
  sha256: chatAttachments.sha256,
};

const heldFiles = (db: DbOrTx, chatId: number) =>
  db
    .select(listColumns)
    .from(chatAttachments)
    .where(eq(chatAttachments.chatId, chatId))
    .orderBy(asc(chatAttachments.id));

/** The files of the user's own chat, oldest first. */
export async function listAttachments(
  ctx: AppContext,
  userId: number,
  chatId: number,
): Promise<ChatAttachment[]> {
  await ownChat(ctx.db, userId, chatId);
  return (await heldFiles(ctx.db, chatId)).map(toAttachment);
}

/** The uploads the chat does not hold yet; the one that would pass the limit is refused (413), by name. */
function newUploads(uploads: Upload[], held: { sha256: string }[]): Upload[] {
  const digests = new Set(held.map((row) => row.sha256));
  const fresh = distinctUploads(uploads).filter((upload) => !digests.has(upload.sha256));
  const over = fresh[CHAT_MAX_ATTACHMENTS - held.length];
  if (over) throw new AppError('PAYLOAD_TOO_LARGE', chatAttachmentMessages.tooManyAttachments(over.fileName));
  return fresh;
}

/**
 * Attaches files to the user's own chat. Every rule is checked before anything is kept: the chat is the
 * user's (404), at most 10 files per chat (413, naming the file one too many), each file of a supported type
 * (415), readable (a scan without a text layer or a damaged file is refused, 400) and within the reader's
 * limits (413), and within the user's storage quota (413). The files are copied to the store, then their rows
 * written in a transaction that locks the chat and the user and counts again; on any failure the copies are
 * removed. The same bytes already attached are not stored twice: `sent` names the held file they are.
 */
export async function uploadAttachments(
  ctx: AppContext,
  reader: DocumentReader,
  input: { userId: number; chatId: number; uploads: Upload[] },
): Promise<{ data: ChatAttachment[]; added: number[]; sent: number[] }> {
  const { userId, chatId } = input;
  await ownChat(ctx.db, userId, chatId);
  if (input.uploads.length === 0) throw badRequest(chatAttachmentMessages.noFiles);
  const fresh = newUploads(input.uploads, await heldFiles(ctx.db, chatId));
  const incomingBytes = fresh.reduce((sum, upload) => sum + upload.size, 0);
  await assertWithinQuota(ctx.db, { userId, incomingBytes, quotaBytes: ctx.config.uploads.quotaBytes });
  const read = await readUploads(reader, fresh, { outline: true, owner: userId });
  for (const file of read) {
    if (file.text === null) throw badRequest(`“${file.fileName}” ${file.problem}.`.replace(/\.\.$/, '.'));
  }

  const written: string[] = [];
  try {
    const rows: (typeof chatAttachments.$inferInsert)[] = [];
    // Copied outside the transaction: on PGlite a transaction holds the only connection.
    for (const file of read) {
      const storageKey = `chats/${chatId}/${randomUUID()}.${file.ext}`;
      await ctx.storage.putFile(storageKey, file.path, file.mime);
      written.push(storageKey);
      rows.push({
        chatId,
        fileName: file.fileName,
        mimeType: file.mime,
        size: file.size,
        storageKey,
        sha256: file.sha256,
        pages: file.pages ?? null,
        passages: passagesOf(file.blocks, file.text ?? ''),
      });
    }
    const added = await ctx.db.transaction(async (tx) => {
      const [chat] = await tx
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
        .for('update');
      if (!chat) throw chatNotFound();
      // Counted again under the chat's lock: two uploads at once cannot both take the last place.
      newUploads(fresh, await heldFiles(tx, chatId));
      await assertWithinQuota(tx, {
        userId,
        incomingBytes,
        quotaBytes: ctx.config.uploads.quotaBytes,
        lock: true,
      });
      if (rows.length === 0) return [];
      return (await tx.insert(chatAttachments).values(rows).returning({ id: chatAttachments.id })).map(
        (row) => row.id,
      );
    });
    const held = await heldFiles(ctx.db, chatId);
    const idOf = new Map(held.map((row) => [row.sha256, row.id]));
    const sent = distinctUploads(input.uploads).flatMap((upload) => idOf.get(upload.sha256) ?? []);
    return { data: held.map(toAttachment), added, sent };
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Removes a file from the user's own chat: its row, then its stored bytes. */
export async function removeAttachment(
  ctx: AppContext,
  userId: number,
  chatId: number,
  attachmentId: number,
): Promise<ChatAttachment> {
  await ownChat(ctx.db, userId, chatId);
  const [row] = await ctx.db
    .delete(chatAttachments)
    .where(and(eq(chatAttachments.id, attachmentId), eq(chatAttachments.chatId, chatId)))
    .returning();
  if (!row) throw notFound(chatAttachmentMessages.attachmentNotFound);
  await ctx.storage.delete(row.storageKey).catch(() => undefined);
  return toAttachment(row);
}

/** The files a reply reads: every file the chat holds when the reply starts, with its passages. */
export async function attachedFiles(db: DbOrTx, chatId: number): Promise<AttachedFile[]> {
  return db
    .select({ fileName: chatAttachments.fileName, passages: chatAttachments.passages })
    .from(chatAttachments)
    .where(eq(chatAttachments.chatId, chatId))
    .orderBy(asc(chatAttachments.id));
}

/** The stored objects of chats about to be deleted, to remove once their rows are gone. */
export async function attachmentKeys(db: DbOrTx, chatIds: number[]): Promise<string[]> {
  if (chatIds.length === 0) return [];
  const rows = await db
    .select({ key: chatAttachments.storageKey })
    .from(chatAttachments)
    .where(inArray(chatAttachments.chatId, chatIds));
  return rows.map((row) => row.key);
}
