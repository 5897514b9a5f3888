import { and, desc, eq, sql } from 'drizzle-orm';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import { richTextToPlain, type RichTextDoc } from '@amicus/contract/documents/rich-text';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { clip } from '../../domain/text/clip';
import { documents, documentVersions } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import { documentView, findOwnDocument, latestVersion } from './document-queries';
import type { TemplateCatalogue } from './template-catalogue';

/**
 * How long autosaves keep writing into one version. An edit updates the latest version while that version is
 * an edit begun less than this long ago; otherwise (the latest is the draft or a restore, or is older) it starts
 * a new one. So the draft and every restore stay as they were, and a long session leaves a version every
 * ten minutes to go back to.
 */
export const AUTOSAVE_VERSION_MS = 10 * 60_000;
const PREVIEW_CHARS = 140;

async function bump(tx: DbOrTx, ctx: AppContext, id: number) {
  const [row] = await tx
    .update(documents)
    .set({ revision: sql`${documents.revision} + 1`, updatedAt: ctx.clock.now() })
    .where(eq(documents.id, id))
    .returning();
  return row!;
}

/**
 * Autosaves a document's body. `baseRevision` is the revision the editor loaded or last saved: any other means
 * the body changed elsewhere since, and the save is refused (409) with nothing written, so neither text is lost.
 */
export async function saveBody(
  ctx: AppContext,
  catalogue: TemplateCatalogue,
  userId: number,
  id: number,
  input: { body: RichTextDoc; baseRevision: number },
): Promise<AmicusDocument> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findOwnDocument(tx, userId, id, { forUpdate: true });
    const latest = await latestVersion(tx, id);
    if (!latest) throw new AppError('CONFLICT', m.notDraftedYet);
    if (input.baseRevision !== current.revision) throw new AppError('CONFLICT', m.staleBase);
    if (JSON.stringify(latest.body) === JSON.stringify(input.body)) return current;
    const now = ctx.clock.now();
    if (latest.origin === 'edit' && now.getTime() - latest.createdAt.getTime() < AUTOSAVE_VERSION_MS) {
      await tx
        .update(documentVersions)
        .set({ body: input.body, savedAt: now })
        .where(eq(documentVersions.id, latest.id));
    } else {
      await tx.insert(documentVersions).values({
        documentId: id,
        n: latest.n + 1,
        body: input.body,
        origin: 'edit',
        createdAt: now,
        savedAt: now,
      });
    }
    return bump(tx, ctx, id);
  });
  return documentView(ctx.db, catalogue, row);
}

export async function listVersions(ctx: AppContext, userId: number, id: number) {
  await findOwnDocument(ctx.db, userId, id);
  const rows = await ctx.db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, id))
    .orderBy(desc(documentVersions.n));
  return rows.map((row) => ({
    n: row.n,
    origin: row.origin,
    restoredFrom: row.restoredFrom,
    createdAt: row.createdAt.toISOString(),
    savedAt: row.savedAt.toISOString(),
    preview: clip(richTextToPlain(row.body).replace(/\s+/g, ' ').trim(), PREVIEW_CHARS),
  }));
}

async function versionOf(db: DbOrTx, id: number, n: number) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, id), eq(documentVersions.n, n)));
  if (!row) throw notFound(m.versionNotFound(n));
  return row;
}

export async function readVersion(ctx: AppContext, userId: number, id: number, n: number) {
  await findOwnDocument(ctx.db, userId, id);
  const row = await versionOf(ctx.db, id, n);
  return { n: row.n, body: row.body };
}

/** Restores version n as a new latest version: the versions after it stay, so nothing is ever lost. */
export async function restoreVersion(
  ctx: AppContext,
  catalogue: TemplateCatalogue,
  userId: number,
  id: number,
  n: number,
): Promise<AmicusDocument> {
  const row = await ctx.db.transaction(async (tx) => {
    await findOwnDocument(tx, userId, id, { forUpdate: true });
    const source = await versionOf(tx, id, n);
    const latest = (await latestVersion(tx, id))!;
    const now = ctx.clock.now();
    await tx.insert(documentVersions).values({
      documentId: id,
      n: latest.n + 1,
      body: source.body,
      origin: 'restore',
      restoredFrom: n,
      createdAt: now,
      savedAt: now,
    });
    return bump(tx, ctx, id);
  });
  return documentView(ctx.db, catalogue, row);
}
