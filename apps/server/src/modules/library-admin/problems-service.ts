import { and, eq, sql } from 'drizzle-orm';
import type { Problem, ProblemBody } from '@amicus/contract/library/problem-schemas';
import type { AppContext } from '../../app-context';
import { categories, libraryProblems, libraryProblemSections, librarySections } from '../../db/schema/index';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordRowChange } from '../../domain/audit/record-audit';
import { findCitations } from '../../domain/library/citations/find-citations';
import { slugOf } from '../../domain/library/formats/document';
import { getProblem } from '../../domain/library/problems/problem-queries';
import {
  resolveProblemSections,
  upsertProblem,
  writeProblemSource,
} from '../../domain/library/problems/problem-index';
import { badRequest, notFound } from '../../http/app-error';

const problemNotFound = () => notFound('Problem not found');

/** A body an admin sent, checked against what the library can read: its area and its citations. */
async function checked(ctx: AppContext, body: ProblemBody) {
  const [area] = await ctx.db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, body.area));
  if (!area) throw badRequest(`Area “${body.area}” is not a legal area of the catalogue`);
  for (const governing of body.governs)
    if (findCitations(governing.citation).length === 0)
      throw badRequest(
        `“${governing.citation}” is not a citation the library can read: write it as its code does, e.g. D.C. Code § 42-3502.17 or 15 U.S.C. § 1692c`,
      );
}

/** A slug for a new problem, from its title, not yet taken in its jurisdiction. */
async function freeSlug(ctx: AppContext, jurisdiction: string, title: string): Promise<string> {
  const base = slugOf(title).slice(0, 60) || 'problem';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await ctx.db
      .select({ id: libraryProblems.id })
      .from(libraryProblems)
      .where(and(eq(libraryProblems.jurisdiction, jurisdiction), eq(libraryProblems.slug, slug)));
    if (!taken) return slug;
  }
}

/** After a problem changed: its jurisdiction's search entries written again, every citation resolved again. */
async function reindex(ctx: AppContext, jurisdiction: string) {
  await writeProblemSource(ctx.db, jurisdiction);
  await resolveProblemSections(ctx.db);
}

/** Adds a problem an admin wrote, audited; it is the admin's from then on (the data files leave it alone). */
export async function createProblem(ctx: AppContext, actor: AuditActor, body: ProblemBody): Promise<Problem> {
  await checked(ctx, body);
  const slug = await freeSlug(ctx, body.jurisdiction, body.title);
  const id = await upsertProblem(ctx.db, body.jurisdiction, { ...body, slug }, { fromData: false });
  await recordRowChange(ctx.db, actor, {
    entityType: 'library_problem',
    entityId: id!,
    after: body,
    at: ctx.clock.now(),
  });
  await reindex(ctx, body.jurisdiction);
  return (await getProblem(ctx.db, id!))!;
}

/** Changes a problem (its jurisdiction stays), audited; the data files no longer overwrite it. */
export async function updateProblem(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: ProblemBody,
): Promise<Problem> {
  const before = await getProblem(ctx.db, id);
  if (!before) throw problemNotFound();
  if (body.jurisdiction !== before.jurisdiction)
    throw badRequest('A problem keeps its jurisdiction: add it to the other jurisdiction instead');
  await checked(ctx, body);
  await upsertProblem(ctx.db, before.jurisdiction, { ...body, slug: before.slug }, { fromData: false });
  await recordRowChange(ctx.db, actor, {
    entityType: 'library_problem',
    entityId: id,
    before: {
      area: before.area,
      title: before.title,
      description: before.description,
      asks: before.asks,
      governs: before.governs.map(({ citation, paragraphs, says }) => ({ citation, paragraphs, says })),
    },
    after: body,
    at: ctx.clock.now(),
  });
  await reindex(ctx, before.jurisdiction);
  return (await getProblem(ctx.db, id))!;
}

/**
 * An admin has read the sections a new edition changed and they still govern the problem: the links take the
 * sections as they are now, and their flags go.
 */
export async function confirmProblem(ctx: AppContext, actor: AuditActor, id: number): Promise<Problem> {
  const before = await getProblem(ctx.db, id);
  if (!before) throw problemNotFound();
  await ctx.db
    .update(libraryProblemSections)
    .set({
      sectionHash: sql`(select ${librarySections.contentHash} from ${librarySections} where ${librarySections.id} = ${libraryProblemSections.sectionId})`,
      flag: null,
      flaggedAt: null,
    })
    .where(and(eq(libraryProblemSections.problemId, id), eq(libraryProblemSections.flag, 'changed')));
  await recordRowChange(ctx.db, actor, {
    entityType: 'library_problem',
    entityId: id,
    action: 'confirm',
    before: { flagged: before.flagged },
    after: { flagged: 0 },
    at: ctx.clock.now(),
  });
  await resolveProblemSections(ctx.db);
  return (await getProblem(ctx.db, id))!;
}
