import { and, count, eq } from 'drizzle-orm';
import type { FieldError } from '@amicus/contract/common/errors';
import { DOCUMENTS_PER_USER, documentMessages as m } from '@amicus/contract/documents/messages';
import {
  DOCUMENT_ANSWERS_MAX_CHARS,
  type AmicusDocument,
  type SaveAnswersBody,
  type StoredAnswers,
} from '@amicus/contract/documents/schemas';
import { isShown } from '@amicus/contract/documents/templates';
import type { AppContext } from '../../app-context';
import { documents } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { chatFacts, findOwnChat } from './chat-facts';
import { documentView, findOwnDocument } from './document-queries';
import { checkAnswer, valueOf } from './interview';
import { prefillFromChat } from './prefill';
import { findEnabledTemplate, templateOf, type TemplateCatalogue } from './template-catalogue';

/**
 * Starts a document from an enabled template; from the user's own chat, its answers are pre-filled from what the
 * chat tells plainly, each unconfirmed.
 */
export async function createDocument(
  ctx: AppContext,
  catalogue: TemplateCatalogue,
  userId: number,
  input: { templateSlug: string; chatId?: number | undefined },
): Promise<AmicusDocument> {
  const template = await findEnabledTemplate(ctx.db, catalogue, input.templateSlug);
  let answers: StoredAnswers = {};
  if (input.chatId !== undefined) {
    const chat = await findOwnChat(ctx.db, userId, input.chatId);
    answers = prefillFromChat(template, await chatFacts(ctx.db, chat));
  }
  const row = await ctx.db.transaction(async (tx) => {
    // Not locked: two creations racing past the count can pass the limit by one, which does no harm.
    const [{ value: held } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(documents)
      .where(eq(documents.userId, userId));
    if (held >= DOCUMENTS_PER_USER) throw new AppError('CONFLICT', m.documentsLimit);
    const [created] = await tx
      .insert(documents)
      .values({
        userId,
        templateSlug: template.slug,
        title: template.title,
        chatId: input.chatId ?? null,
        answers,
      })
      .returning();
    return created!;
  });
  return documentView(ctx.db, catalogue, row);
}

/**
 * Saves one group of the interview. Each shown question is checked (conditions are read from the answers as
 * they will be, the group's own included); a hidden question needs no answer and keeps none. Any error refuses
 * the whole group with a message per question, and nothing changes.
 */
export async function saveAnswers(
  ctx: AppContext,
  catalogue: TemplateCatalogue,
  userId: number,
  id: number,
  body: SaveAnswersBody,
): Promise<AmicusDocument> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findOwnDocument(tx, userId, id, { forUpdate: true });
    const template = templateOf(catalogue, current.templateSlug);
    const group = template.groups.find((g) => g.id === body.groupId);
    if (!group) throw badRequest(m.groupUnknown(body.groupId));
    if (!isShown(group.showIf, valueOf(current.answers))) throw badRequest(m.groupHidden);
    const unknown = Object.keys(body.answers).filter(
      (key) => !group.fields.some((field) => field.id === key),
    );
    if (unknown.length > 0)
      throw badRequest(
        m.answersInvalid,
        unknown.map((key) => ({ path: `answers.${key}`, message: m.fieldUnknown(key) })),
      );

    const answers: StoredAnswers = { ...current.answers };
    const errors: FieldError[] = [];
    for (const field of group.fields) {
      delete answers[field.id];
      if (!isShown(field.showIf, valueOf(answers))) continue;
      const checked = checkAnswer(field, body.answers[field.id]);
      if ('error' in checked) errors.push({ path: `answers.${field.id}`, message: checked.error });
      else if (checked.value !== undefined) answers[field.id] = { value: checked.value, confirmed: true };
    }
    if (errors.length > 0) throw badRequest(m.answersInvalid, errors);
    if (JSON.stringify(answers).length > DOCUMENT_ANSWERS_MAX_CHARS) throw badRequest(m.answersTooLong);

    const completedGroups = current.completedGroups.includes(group.id)
      ? current.completedGroups
      : [...current.completedGroups, group.id];
    const [updated] = await tx
      .update(documents)
      .set({ answers, completedGroups, updatedAt: ctx.clock.now() })
      .where(eq(documents.id, current.id))
      .returning();
    return updated!;
  });
  return documentView(ctx.db, catalogue, row);
}

export async function renameDocument(
  ctx: AppContext,
  catalogue: TemplateCatalogue,
  userId: number,
  id: number,
  title: string,
): Promise<AmicusDocument> {
  await findOwnDocument(ctx.db, userId, id);
  const [row] = await ctx.db
    .update(documents)
    .set({ title, updatedAt: ctx.clock.now() })
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning();
  if (!row) throw notFound(m.documentNotFound);
  return documentView(ctx.db, catalogue, row);
}

export async function deleteDocument(ctx: AppContext, userId: number, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning({ id: documents.id });
  if (deleted.length === 0) throw notFound(m.documentNotFound);
}
