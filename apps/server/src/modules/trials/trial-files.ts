import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { trialFiles } from '../../db/schema/index';
import { trialFileSides, type TrialFileSide } from '@amicus/contract/trials/schemas';
import type { TrialDocument, TrialUpload } from './documents';
import { typeLabelOf } from '../../document-reader/read-uploads';
import { assertWithinQuota } from '../../domain/storage/storage-quota';
import { distinctUploads } from '../../http/multipart-upload';

/**
 * The uploads without repeats of the same bytes on one side, the case's first, then the plaintiff's, then the
 * defendant's, each side's in the order they came: a document both sides gave is read once for each, the same
 * way whatever order the form sent them in.
 */
export function distinctPerSide<T extends { side: TrialFileSide; sha256: string }>(uploads: T[]): T[] {
  return trialFileSides.flatMap((side) => distinctUploads(uploads.filter((upload) => upload.side === side)));
}

/** Every side a document was given for, in the order case, plaintiff, defendant. */
const inSideOrder = (sides: Iterable<TrialFileSide>): TrialFileSide[] => {
  const given = new Set(sides);
  return trialFileSides.filter((side) => given.has(side));
};

/**
 * Stores the read uploads of one user's trial: each file under a key the server chooses (never the client's
 * name), then one row per file with its extracted text, in a transaction that holds the user's row, so the
 * storage quota is checked against everything already stored, concurrent uploads included. If anything fails
 * (the quota included), the objects already written are removed, so no file is left without its row.
 * A document is stored once per trial, with every side it was given for: the same bytes again (whatever their
 * name, on the same side or another) are not stored again, but a new side is added to the row's `sides`.
 */
export async function storeTrialFiles(
  ctx: AppContext,
  owner: { userId: number; trialId: number },
  read: TrialUpload[],
): Promise<void> {
  const { userId, trialId } = owner;
  // Each document's first upload (in side order), with the sides it was given for in this request.
  const given = new Map<string, { upload: TrialUpload; sides: TrialFileSide[] }>();
  for (const upload of distinctPerSide(read)) {
    const entry = given.get(upload.sha256);
    if (entry) entry.sides.push(upload.side);
    else given.set(upload.sha256, { upload, sides: [upload.side] });
  }
  if (given.size === 0) return;
  const held = await ctx.db
    .select({ id: trialFiles.id, sha256: trialFiles.sha256, sides: trialFiles.sides })
    .from(trialFiles)
    .where(and(eq(trialFiles.trialId, trialId), inArray(trialFiles.sha256, [...given.keys()])));
  // A document the trial holds that is now given for another side too.
  const widened = held.flatMap((row) => {
    const sides = inSideOrder([...row.sides, ...given.get(row.sha256!)!.sides]);
    return sides.length > row.sides.length ? [{ id: row.id, sides }] : [];
  });
  const heldDigests = new Set(held.map((row) => row.sha256));
  const fresh = [...given.values()].filter(({ upload }) => !heldDigests.has(upload.sha256));
  if (fresh.length === 0 && widened.length === 0) return;
  const written: string[] = [];
  try {
    // The files are copied first, outside the transaction: on PGlite a transaction holds the only
    // connection, and every other request (GET /health too) would wait for the copies.
    const rows: (typeof trialFiles.$inferInsert)[] = [];
    for (const { upload, sides } of fresh) {
      const storageKey = `trials/${trialId}/${randomUUID()}.${upload.ext}`;
      await ctx.storage.putFile(storageKey, upload.path, upload.mime);
      written.push(storageKey);
      rows.push({
        trialId,
        side: sides[0]!,
        sides,
        fileName: upload.fileName,
        mimeType: upload.mime,
        size: upload.size,
        storageKey,
        extractedText: upload.text,
        sha256: upload.sha256,
      });
    }
    await ctx.db.transaction(async (tx) => {
      await assertWithinQuota(tx, {
        userId,
        incomingBytes: fresh.reduce((sum, { upload }) => sum + upload.size, 0),
        quotaBytes: ctx.config.uploads.quotaBytes,
        lock: true,
      });
      if (rows.length > 0) await tx.insert(trialFiles).values(rows);
      for (const { id, sides } of widened) {
        await tx.update(trialFiles).set({ sides }).where(eq(trialFiles.id, id));
      }
    });
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * The documents submitted with the case, as the analysis reads them again; but for those whose bytes are
 * among `except` (uploaded again for this analysis, where they are read under their side).
 */
export async function caseDocuments(
  ctx: AppContext,
  trialId: number,
  except: ReadonlySet<string> = new Set(),
): Promise<TrialDocument[]> {
  const rows = await ctx.db
    .select({
      fileName: trialFiles.fileName,
      mimeType: trialFiles.mimeType,
      extractedText: trialFiles.extractedText,
      sha256: trialFiles.sha256,
    })
    .from(trialFiles)
    .where(and(eq(trialFiles.trialId, trialId), eq(trialFiles.side, 'case')))
    .orderBy(asc(trialFiles.id));
  return rows
    .filter((row) => row.sha256 === null || !except.has(row.sha256))
    .map((row) => ({
      side: 'case' as const,
      fileName: row.fileName,
      typeLabel: typeLabelOf(row.mimeType),
      text: row.extractedText,
      ...(row.extractedText === null ? { problem: 'could not be read when it was uploaded' } : {}),
    }));
}
