import { and, asc, eq, type SQL } from 'drizzle-orm';
import type {
  Category,
  CategoryBody,
  CategoryUpdateBody,
  Question,
  QuestionBody,
  QuestionUpdateBody,
} from '@amicus/contract/catalogue/schemas';
import type { AppContext } from '../../app-context';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordRowChange } from '../../domain/audit/record-audit';
import type { DbOrTx } from '../../db/client';
import { categories, questions } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthUser } from '../../http/authenticate';
import { toCategory, toQuestion } from './catalogue-dto';

/**
 * The catalogue of legal areas and their suggested questions. Users see active entries only (an inactive one
 * answers 404, as if it did not exist); admins see and write everything. Every write runs in a transaction
 * that takes the acting admin, so the audit log can record it in the same transaction. Lists are read whole
 * (admins curate a few dozen entries) and paged, when a page is asked for, by the routes.
 */
const isAdmin = (viewer: AuthUser) => viewer.role === 'admin';

const categoryNotFound = () => notFound('Category not found');
const questionNotFound = () => notFound('Question not found');
const unknownCategory = () =>
  badRequest('Please select a category', [{ path: 'categoryId', message: 'Please select a category' }]);

export async function listCategories(ctx: AppContext, viewer: AuthUser): Promise<Category[]> {
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(isAdmin(viewer) ? undefined : eq(categories.isActive, true))
    .orderBy(asc(categories.id));
  return rows.map(toCategory);
}

async function visibleCategory(db: DbOrTx, viewer: AuthUser, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row || (!row.isActive && !isAdmin(viewer))) throw categoryNotFound();
  return row;
}

export async function getCategory(ctx: AppContext, viewer: AuthUser, id: number): Promise<Category> {
  return toCategory(await visibleCategory(ctx.db, viewer, id));
}

async function selectQuestions(db: DbOrTx, viewer: AuthUser, filter?: SQL): Promise<Question[]> {
  const visibility = isAdmin(viewer)
    ? undefined
    : and(eq(questions.isActive, true), eq(categories.isActive, true));
  const rows = await db
    .select({ question: questions, category: { id: categories.id, name: categories.name } })
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .where(and(visibility, filter))
    .orderBy(asc(questions.id));
  return rows.map((r) => toQuestion(r.question, r.category));
}

export async function listCategoryQuestions(
  ctx: AppContext,
  viewer: AuthUser,
  categoryId: number,
): Promise<Question[]> {
  await visibleCategory(ctx.db, viewer, categoryId);
  return selectQuestions(ctx.db, viewer, eq(questions.categoryId, categoryId));
}

export async function listQuestions(
  ctx: AppContext,
  viewer: AuthUser,
  categoryId: number | undefined,
): Promise<Question[]> {
  return selectQuestions(
    ctx.db,
    viewer,
    categoryId === undefined ? undefined : eq(questions.categoryId, categoryId),
  );
}

export async function getQuestion(ctx: AppContext, viewer: AuthUser, id: number): Promise<Question> {
  const [question] = await selectQuestions(ctx.db, viewer, eq(questions.id, id));
  if (!question) throw questionNotFound();
  return question;
}

export async function createCategory(
  ctx: AppContext,
  actor: AuditActor,
  body: CategoryBody,
): Promise<Category> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({ name: body.name, description: body.description, isActive: body.isActive })
      .returning();
    await recordRowChange(tx, actor, {
      entityType: 'category',
      entityId: row!.id,
      after: row,
      at: ctx.clock.now(),
    });
    return toCategory(row!);
  });
}

export async function updateCategory(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: CategoryUpdateBody,
): Promise<Category> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw categoryNotFound();
    // Drizzle leaves a column whose value is undefined out of the update: isActive omitted stays as it is.
    const [row] = await tx
      .update(categories)
      .set({ name: body.name, description: body.description, isActive: body.isActive })
      .where(eq(categories.id, id))
      .returning();
    await recordRowChange(tx, actor, {
      entityType: 'category',
      entityId: id,
      before,
      after: row,
      at: ctx.clock.now(),
    });
    return toCategory(row!);
  });
}

/** Deleting an area deletes its questions; its chats keep their category name for their prompts. */
export async function deleteCategory(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(categories).where(eq(categories.id, id)).returning();
    if (!row) throw categoryNotFound();
    await recordRowChange(tx, actor, {
      entityType: 'category',
      entityId: id,
      before: row,
      at: ctx.clock.now(),
    });
  });
}

async function categoryForWrite(db: DbOrTx, categoryId: number) {
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw unknownCategory();
  return category;
}

export async function createQuestion(
  ctx: AppContext,
  actor: AuditActor,
  body: QuestionBody,
): Promise<Question> {
  return ctx.db.transaction(async (tx) => {
    const category = await categoryForWrite(tx, body.categoryId);
    const [row] = await tx
      .insert(questions)
      .values({ title: body.title, content: body.content, categoryId: category.id, isActive: body.isActive })
      .returning();
    await recordRowChange(tx, actor, {
      entityType: 'question',
      entityId: row!.id,
      after: row,
      at: ctx.clock.now(),
    });
    return toQuestion(row!, category);
  });
}

export async function updateQuestion(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: QuestionUpdateBody,
): Promise<Question> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    if (!before) throw questionNotFound();
    const category = await categoryForWrite(tx, body.categoryId);
    const [row] = await tx
      .update(questions)
      .set({ title: body.title, content: body.content, categoryId: category.id, isActive: body.isActive })
      .where(eq(questions.id, id))
      .returning();
    await recordRowChange(tx, actor, {
      entityType: 'question',
      entityId: id,
      before,
      after: row,
      at: ctx.clock.now(),
    });
    return toQuestion(row!, category);
  });
}

export async function deleteQuestion(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(questions).where(eq(questions.id, id)).returning();
    if (!row) throw questionNotFound();
    await recordRowChange(tx, actor, {
      entityType: 'question',
      entityId: id,
      before: row,
      at: ctx.clock.now(),
    });
  });
}
