import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { trialFiles } from '../../db/schema/index';
import { typeLabelOf, type ReadUpload, type TrialDocument } from './documents';

/**
 * Stores the read uploads of one trial: each file under a key the server chooses (never the client's name),
 * then one row per file with its extracted text. If anything fails, the objects already written are removed,
 * so no file is left without its row.
 */
export async function storeTrialFiles(
  ctx: AppContext,
  trialId: number,
  uploads: ReadUpload[],
): Promise<void> {
  if (uploads.length === 0) return;
  const written: string[] = [];
  try {
    const rows = [];
    for (const upload of uploads) {
      const storageKey = `trials/${trialId}/${randomUUID()}.${upload.ext}`;
      await ctx.storage.put(storageKey, upload.bytes, upload.mime);
      written.push(storageKey);
      rows.push({
        trialId,
        side: upload.side,
        fileName: upload.fileName,
        mimeType: upload.mime,
        size: upload.bytes.length,
        storageKey,
        extractedText: upload.text,
      });
    }
    await ctx.db.insert(trialFiles).values(rows);
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** The documents submitted with the case, as the analysis reads them again. */
export async function caseDocuments(ctx: AppContext, trialId: number): Promise<TrialDocument[]> {
  const rows = await ctx.db
    .select({
      fileName: trialFiles.fileName,
      mimeType: trialFiles.mimeType,
      extractedText: trialFiles.extractedText,
    })
    .from(trialFiles)
    .where(and(eq(trialFiles.trialId, trialId), eq(trialFiles.side, 'case')))
    .orderBy(asc(trialFiles.id));
  return rows.map((row) => ({
    side: 'case' as const,
    fileName: row.fileName,
    typeLabel: typeLabelOf(row.mimeType),
    text: row.extractedText,
    ...(row.extractedText === null ? { problem: 'could not be read when it was uploaded' } : {}),
  }));
}
