import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { trialFiles } from '../../db/schema/index';
import type { TrialDocument, TrialUpload } from './documents';
import { typeLabelOf } from '../../documents/read-uploads';
import { assertWithinQuota } from '../../domain/storage/storage-quota';
import { distinctUploads } from '../../http/multipart-upload';

/**
 * Stores the read uploads of one user's trial: each file under a key the server chooses (never the client's
 * name), then one row per file with its extracted text, in a transaction that holds the user's row, so the
 * storage quota is checked against everything already stored, concurrent uploads included. If anything fails
 * (the quota included), the objects already written are removed, so no file is left without its row.
 * A document the trial already holds (the same bytes, whatever its name or side) is not stored again.
 */
export async function storeTrialFiles(
  ctx: AppContext,
  owner: { userId: number; trialId: number },
  read: TrialUpload[],
): Promise<void> {
  const { userId, trialId } = owner;
  const candidates = distinctUploads(read);
  if (candidates.length === 0) return;
  const held = await ctx.db
    .select({ sha256: trialFiles.sha256 })
    .from(trialFiles)
    .where(
      and(
        eq(trialFiles.trialId, trialId),
        inArray(
          trialFiles.sha256,
          candidates.map((upload) => upload.sha256),
        ),
      ),
    );
  const heldDigests = new Set(held.map((row) => row.sha256));
  const uploads = candidates.filter((upload) => !heldDigests.has(upload.sha256));
  if (uploads.length === 0) return;
  const written: string[] = [];
  try {
    // The files are copied first, outside the transaction: on PGlite a transaction holds the only
    // connection, and every other request (GET /health too) would wait for the copies.
    const rows: (typeof trialFiles.$inferInsert)[] = [];
    for (const upload of uploads) {
      const storageKey = `trials/${trialId}/${randomUUID()}.${upload.ext}`;
      await ctx.storage.putFile(storageKey, upload.path, upload.mime);
      written.push(storageKey);
      rows.push({
        trialId,
        side: upload.side,
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
        incomingBytes: uploads.reduce((sum, upload) => sum + upload.size, 0),
        quotaBytes: ctx.config.uploads.quotaBytes,
        lock: true,
      });
      await tx.insert(trialFiles).values(rows);
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
