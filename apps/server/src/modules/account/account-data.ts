import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  authSessions,
  chatAttachments,
  chats,
  creditLedger,
  documentReviews,
  documents,
  documentVersions,
  llmSettings,
  messages,
  paymentMethods,
  payments,
  recordingAnalyses,
  recordings,
  recordingSegments,
  subscriptions,
  trialFiles,
  trials,
  users,
} from '../../db/schema/index';
import { avatarKey } from '../../domain/accounts/avatar';

/** A stored file of the account and where the archive puts it. */
export type ArchivedFile = { key: string; path: string };

/** One JSON document of the archive, and the files its rows point to (as `file` paths inside the archive). */
export type ArchiveSection = { name: string; data: unknown; files: ArchivedFile[] };

// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/** A file name fit for any unzip tool: no folders, no control characters, at most 120 characters. */
const safeName = (name: string) =>
  name.replace(UNSAFE_IN_NAMES, '_').replace(/^\.+/, '_').slice(-120) || 'file';

/** Replaces each row's internal storage key with the file's path in the archive, and lists the file. */
function withFiles<Row extends { id: number; storageKey: string }>(
  rows: Row[],
  folder: (row: Row) => string,
  name: (row: Row) => string,
  files: ArchivedFile[],
) {
  return rows.map(({ storageKey, ...row }) => {
    const path = `files/${folder(row as Row)}/${safeName(name(row as Row))}`;
    files.push({ key: storageKey, path });
    return { ...row, file: path };
  });
}

/**
 * Everything Amicus holds about one user, as the archive's JSON documents (issue 30 item 10). Rows are read
 * whole, so a column added later is exported without anyone remembering to; only secrets are left out: the
 * password hash, the API key's ciphertext, token hashes and the payment provider's card reference (never the
 * card itself, which Amicus never holds).
 */
export async function accountSections(db: DbOrTx, userId: number): Promise<ArchiveSection[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return [];
  const { passwordHash: _hash, ...profile } = user;
  const [model] = await db.select().from(llmSettings).where(eq(llmSettings.userId, userId));
  const sessions = await db
    .select({
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
      persistent: authSessions.persistent,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId));
  const avatar = avatarKey(user.profileImage);
  const profileFiles = avatar
    ? [{ key: avatar, path: `files/avatar/${safeName(avatar.split('/').pop()!)}` }]
    : [];

  const chatFiles: ArchivedFile[] = [];
  const chatRows = await db.select().from(chats).where(eq(chats.userId, userId));
  const chatIds = chatRows.map((c) => c.id);
  const messageRows = chatIds.length
    ? await db.select().from(messages).where(inArray(messages.chatId, chatIds)).orderBy(messages.id)
    : [];
  const attachmentRows = chatIds.length
    ? await db.select().from(chatAttachments).where(inArray(chatAttachments.chatId, chatIds))
    : [];
  const attachments = withFiles(
    attachmentRows.map(({ passages: _passages, ...row }) => row),
    (a) => `chats/${a.chatId}-${a.id}`,
    (a) => a.fileName,
    chatFiles,
  );

  const documentRows = await db.select().from(documents).where(eq(documents.userId, userId));
  const documentIds = documentRows.map((d) => d.id);
  const versions = documentIds.length
    ? await db.select().from(documentVersions).where(inArray(documentVersions.documentId, documentIds))
    : [];

  const trialFilesOut: ArchivedFile[] = [];
  const trialRows = await db.select().from(trials).where(eq(trials.userId, userId));
  const trialIds = trialRows.map((t) => t.id);
  const trialFileRows = trialIds.length
    ? await db.select().from(trialFiles).where(inArray(trialFiles.trialId, trialIds))
    : [];

  const reviewFiles: ArchivedFile[] = [];
  const reviewRows = await db.select().from(documentReviews).where(eq(documentReviews.userId, userId));

  const recordingFiles: ArchivedFile[] = [];
  const recordingRows = await db.select().from(recordings).where(eq(recordings.userId, userId));
  const recordingIds = recordingRows.map((r) => r.id);
  const segments = recordingIds.length
    ? await db
        .select()
        .from(recordingSegments)
        .where(inArray(recordingSegments.recordingId, recordingIds))
        .orderBy(recordingSegments.recordingId, recordingSegments.n)
    : [];
  const analyses = recordingIds.length
    ? await db.select().from(recordingAnalyses).where(inArray(recordingAnalyses.recordingId, recordingIds))
    : [];

  const cards = await db
    .select({
      id: paymentMethods.id,
      cardType: paymentMethods.cardType,
      lastFourDigits: paymentMethods.lastFourDigits,
      expiryMonth: paymentMethods.expiryMonth,
      expiryYear: paymentMethods.expiryYear,
      cardholderName: paymentMethods.cardholderName,
      billingAddress: paymentMethods.billingAddress,
      createdAt: paymentMethods.createdAt,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));

  return [
    {
      name: 'profile.json',
      data: {
        profile: { ...profile, profileImage: profileFiles[0]?.path ?? null },
        model: model
          ? {
              model: model.model,
              systemPrompt: model.systemPrompt,
              ownApiKey: model.apiKeyEncrypted !== null,
            }
          : null,
        sessions,
      },
      files: profileFiles,
    },
    {
      name: 'chats.json',
      data: chatRows.map((chat) => ({
        ...chat,
        messages: messageRows.filter((m) => m.chatId === chat.id),
        attachments: attachments.filter((a) => a.chatId === chat.id),
      })),
      files: chatFiles,
    },
    {
      name: 'documents.json',
      data: documentRows.map((document) => ({
        ...document,
        versions: versions.filter((v) => v.documentId === document.id),
      })),
      files: [],
    },
    {
      name: 'trials.json',
      data: trialRows.map((trial) => ({
        ...trial,
        files: withFiles(
          trialFileRows.filter((f) => f.trialId === trial.id),
          (f) => `trials/${f.trialId}-${f.id}`,
          (f) => f.fileName,
          trialFilesOut,
        ),
      })),
      files: trialFilesOut,
    },
    {
      name: 'reviews.json',
      data: withFiles(
        reviewRows,
        (r) => `reviews/${r.id}`,
        (r) => `${r.title}.${r.fileType}`,
        reviewFiles,
      ),
      files: reviewFiles,
    },
    {
      name: 'recordings.json',
      data: withFiles(
        recordingRows,
        (r) => `recordings/${r.id}`,
        (r) => `${r.title}.${audioExtension(r.mimeType)}`,
        recordingFiles,
      ).map((recording) => ({
        ...recording,
        transcript: segments.filter((s) => s.recordingId === recording.id),
        analysis: analyses.find((a) => a.recordingId === recording.id) ?? null,
      })),
      files: recordingFiles,
    },
    {
      name: 'payments.json',
      data: {
        subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
        payments: await db.select().from(payments).where(eq(payments.userId, userId)),
        cards,
        credits: await db
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.userId, userId))
          .orderBy(creditLedger.id),
      },
      files: [],
    },
  ];
}

const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/flac': 'flac',
};
const audioExtension = (mimeType: string) => AUDIO_EXTENSIONS[mimeType.split(';')[0]!.trim()] ?? 'audio';
