import { and, desc, eq } from 'drizzle-orm';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import type { AmicusDocument, DocumentSummary } from '@amicus/contract/documents/schemas';
import type { DbOrTx } from '../../db/client';
import { documents, documentVersions, jobs } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { nextGroup, visibleGroups } from './interview';
import { templateOf, type TemplateCatalogue } from './template-catalogue';

export type DocumentRow = typeof documents.$inferSelect;

/** The user's own document, locked for update inside a transaction when asked; anyone else's is 404. */
export async function findOwnDocument(
  db: DbOrTx,
  userId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow> {
  const query = db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(m.documentNotFound);
  return row;
}

export const latestVersion = async (db: DbOrTx, documentId: number) =>
  (
    await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId))
      .orderBy(desc(documentVersions.n))
      .limit(1)
  )[0];

const summaryOf = (row: DocumentRow): DocumentSummary => ({
  id: row.id,
  title: row.title,
  templateSlug: row.templateSlug,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listDocuments(db: DbOrTx, userId: number): Promise<DocumentSummary[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.updatedAt), desc(documents.id));
  return rows.map(summaryOf);
}

/**
 * A document as its owner sees it. A draft job the runner ended without running it through (cancelled,
 * interrupted too many times) is read from the job: the document is back to its answers, with the reason.
 */
export async function documentView(
  db: DbOrTx,
  catalogue: TemplateCatalogue,
  row: DocumentRow,
): Promise<AmicusDocument> {
  const template = templateOf(catalogue, row.templateSlug);
  const version = await latestVersion(db, row.id);
  let { status, draftError } = row;
  if (status === 'drafting' && row.draftJobId !== null) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, row.draftJobId));
    if (job && (job.status === 'failed' || job.status === 'cancelled')) {
      status = version ? 'drafted' : 'interview';
      draftError = job.error ?? draftError;
    }
  }
  return {
    ...summaryOf(row),
    status,
    chatId: row.chatId,
    answers: row.answers,
    completedGroups: row.completedGroups,
    visibleGroups: visibleGroups(template, row.answers).map((group) => group.id),
    nextGroup: nextGroup(template, row.answers, row.completedGroups)?.id ?? null,
    letter: row.letter,
    body: version?.body ?? null,
    version: version?.n ?? null,
    revision: row.revision,
    sources: row.sources ?? [],
    citationCheck: row.citationCheck,
    lawFlags: row.lawFlags ?? [],
    draftJobId: row.draftJobId,
    draftError,
  };
}
