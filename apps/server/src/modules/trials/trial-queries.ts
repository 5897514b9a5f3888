import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminTrial, Trial, TrialFile } from '@amicus/contract/trials/schemas';
import { trialMessages } from '@amicus/contract/trials/messages';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/authenticate';
import { notFound } from '../../http/app-error';
import { trialFiles, trials, users } from '../../db/schema/index';

type TrialRow = typeof trials.$inferSelect;
type FileRow = Pick<
  typeof trialFiles.$inferSelect,
  'id' | 'trialId' | 'side' | 'sides' | 'fileName' | 'mimeType' | 'size' | 'createdAt'
> & { hasText: boolean };

/** Download path of a file, relative to the API base, as the web client calls it. */
export const fileUrl = (trialId: number, fileId: number) => `/trials/${trialId}/files/${fileId}`;

function toTrialFile(row: FileRow): TrialFile {
  return {
    id: row.id,
    side: row.side,
    sides: row.sides,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    url: fileUrl(row.trialId, row.id),
    hasText: row.hasText,
    createdAt: row.createdAt.toISOString(),
  };
}

function toTrial(row: TrialRow, files: FileRow[]): Trial {
  const list = files.map(toTrialFile);
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    summary: row.summary,
    caseAnalysis: row.caseAnalysis,
    analysis: row.analysis,
    analysisSources: row.analysisSources,
    analysisCitationCheck: row.analysisCitationCheck,
    failureReason: row.failureReason,
    caseData: {
      caseDescription: row.caseDescription,
      role: row.role,
      state: row.state,
      country: row.country,
    },
    filesUrl: list.map((f) => f.url),
    files: list,
    fileCount: list.length,
  };
}

/** The files of some trials, grouped by trial. */
async function filesOf(ctx: AppContext, trialIds: number[]): Promise<Map<number, FileRow[]>> {
  const byTrial = new Map<number, FileRow[]>();
  if (trialIds.length === 0) return byTrial;
  const rows = await ctx.db
    .select({
      id: trialFiles.id,
      trialId: trialFiles.trialId,
      side: trialFiles.side,
      sides: trialFiles.sides,
      fileName: trialFiles.fileName,
      mimeType: trialFiles.mimeType,
      size: trialFiles.size,
      createdAt: trialFiles.createdAt,
      // Only whether there is text: the text itself can be megabytes and stays in the database.
      hasText: sql<boolean>`${trialFiles.extractedText} is not null`,
    })
    .from(trialFiles)
    .where(inArray(trialFiles.trialId, trialIds))
    .orderBy(asc(trialFiles.id));
  for (const row of rows) {
    const list = byTrial.get(row.trialId) ?? [];
    list.push(row);
    byTrial.set(row.trialId, list);
  }
  return byTrial;
}

/** A user's own trials, newest first. */
export async function listUserTrials(ctx: AppContext, userId: number): Promise<Trial[]> {
  const rows = await ctx.db
    .select()
    .from(trials)
    .where(eq(trials.userId, userId))
    .orderBy(desc(trials.createdAt), desc(trials.id));
  const files = await filesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toTrial(row, files.get(row.id) ?? []));
}

/** Every trial with its owner, newest first (the admin screen). */
export async function listAllTrials(ctx: AppContext): Promise<AdminTrial[]> {
  const rows = await ctx.db
    .select({
      trial: trials,
      user: { id: users.id, name: users.name, email: users.email, username: users.username },
    })
    .from(trials)
    .innerJoin(users, eq(users.id, trials.userId))
    .orderBy(desc(trials.createdAt), desc(trials.id));
  const files = await filesOf(
    ctx,
    rows.map((r) => r.trial.id),
  );
  return rows.map(({ trial, user }) => ({ ...toTrial(trial, files.get(trial.id) ?? []), user }));
}

/**
 * A trial the user may see: their own, or any for an admin. Another user's trial answers 404, exactly as a
 * trial that does not exist, so ids cannot be probed.
 */
export async function findVisibleTrial(
  ctx: AppContext,
  viewer: AuthUser,
  trialId: number,
): Promise<TrialRow> {
  const [row] = await ctx.db
    .select()
    .from(trials)
    .where(
      viewer.role === 'admin'
        ? eq(trials.id, trialId)
        : and(eq(trials.id, trialId), eq(trials.userId, viewer.id)),
    );
  if (!row) throw notFound(trialMessages.trialNotFound);
  return row;
}

/** The user's own trial (admins included: analysis is for the trial's owner). */
export async function findOwnTrial(ctx: AppContext, userId: number, trialId: number): Promise<TrialRow> {
  const [row] = await ctx.db
    .select()
    .from(trials)
    .where(and(eq(trials.id, trialId), eq(trials.userId, userId)));
  if (!row) throw notFound(trialMessages.trialNotFound);
  return row;
}

export async function getTrial(ctx: AppContext, viewer: AuthUser, trialId: number): Promise<Trial> {
  const row = await findVisibleTrial(ctx, viewer, trialId);
  const files = await filesOf(ctx, [row.id]);
  return toTrial(row, files.get(row.id) ?? []);
}

/** A stored file of a visible trial, with where it is kept. */
export async function findTrialFile(ctx: AppContext, viewer: AuthUser, trialId: number, fileId: number) {
  await findVisibleTrial(ctx, viewer, trialId);
  const [file] = await ctx.db
    .select({
      fileName: trialFiles.fileName,
      mimeType: trialFiles.mimeType,
      storageKey: trialFiles.storageKey,
    })
    .from(trialFiles)
    .where(and(eq(trialFiles.id, fileId), eq(trialFiles.trialId, trialId)));
  if (!file) throw notFound(trialMessages.fileNotFound);
  return file;
}
