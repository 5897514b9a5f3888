import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { chatMessages } from '@amicus/contract/chats/messages';
import type { Chat, ChatDetail, ChatMessage, CreateChatBody } from '@amicus/contract/chats/schemas';
import { paginationOf, type Pagination } from '@amicus/contract/common/pagination';
import type { AppContext } from '../../app-context';
import { categories, chats, messages, questions, users } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import { chatTitleFrom } from './chat-title';
import { chatOwnerColumns, toChat, toChatDetail, toChatMessage } from './chat-dto';
import { attachmentKeys } from './attachments/attachment-service';
import { chatNotFound, chatOwner, ownChat } from './own-chat';
import { stopRunningReplies } from './replies/stop-reply';

/**
 * Starts a chat in an active legal area from the chosen or typed topic and the questionnaire. Its first reply
 * is generated when the chat is opened (GET /chats/{id}/initial-message).
 */
export async function createChat(ctx: AppContext, userId: number, body: CreateChatBody): Promise<Chat> {
  const [[category], owner] = await Promise.all([
    ctx.db
      .select({ id: categories.id, name: categories.name, isActive: categories.isActive })
      .from(categories)
      .where(eq(categories.id, body.categoryId)),
    chatOwner(ctx.db, userId),
  ]);
  if (!category?.isActive) {
    const message = chatMessages.categoryUnavailable;
    throw badRequest(message, [{ path: 'categoryId', message }]);
  }
  const questionIds = body.questionResponses.flatMap((r) =>
    r.questionId === 'custom' ? [] : [r.questionId],
  );
  const known = questionIds.length
    ? await ctx.db
        .select({ id: questions.id, title: questions.title })
        .from(questions)
        .where(
          and(
            inArray(questions.id, questionIds),
            eq(questions.categoryId, category.id),
            eq(questions.isActive, true),
          ),
        )
    : [];
  if (known.length !== new Set(questionIds).size) {
    const message = chatMessages.questionUnavailable;
    throw badRequest(message, [{ path: 'questionResponses', message }]);
  }
  // Counted once the request is known to be good: a refused one changes nothing.
  await ctx.throttles.chatCreateByUser.consume(String(userId));
  const first = body.questionResponses[0]!;
  const title = chatTitleFrom(
    first.questionId === 'custom' ? first.question : known.find((q) => q.id === first.questionId)!.title,
  );
  const [row] = await ctx.db
    .insert(chats)
    .values({
      userId,
      categoryId: category.id,
      categoryName: category.name,
      title,
      questionResponses: body.questionResponses,
      legalQuestionnaire: body.legalQuestionnaire,
    })
    .returning();
  return toChat(row!, owner);
}

export async function listChats(
  ctx: AppContext,
  userId: number,
  page: number,
  limit: number,
): Promise<{ data: Chat[]; pagination: Pagination }> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ chat: chats, owner: chatOwnerColumns })
      .from(chats)
      .innerJoin(users, eq(users.id, chats.userId))
      .where(eq(chats.userId, userId))
      .orderBy(desc(chats.createdAt), desc(chats.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ value: count() }).from(chats).where(eq(chats.userId, userId)),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    data: rows.map((row) => toChat(row.chat, row.owner)),
    pagination: paginationOf(page, limit, totalCount),
  };
}

export async function getChat(ctx: AppContext, userId: number, chatId: number): Promise<ChatDetail> {
  const [row, owner] = await Promise.all([ownChat(ctx.db, userId, chatId), chatOwner(ctx.db, userId)]);
  return toChatDetail(row, owner);
}

export async function renameChat(
  ctx: AppContext,
  userId: number,
  chatId: number,
  title: string,
): Promise<Chat> {
  const [[row], owner] = await Promise.all([
    ctx.db
      .update(chats)
      .set({ title })
      .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
      .returning(),
    chatOwner(ctx.db, userId),
  ]);
  if (!row) throw chatNotFound();
  return toChat(row, owner);
}

/** Deletes a chat and its messages; a reply still being written is stopped first, so no job writes to it. */
export async function deleteChat(ctx: AppContext, userId: number, chatId: number): Promise<void> {
  await ownChat(ctx.db, userId, chatId);
  await stopRunningReplies(ctx, chatId, userId);
  const keys = await attachmentKeys(ctx.db, [chatId]);
  await ctx.db.delete(chats).where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
  // The rows went with the chat; the stored bytes of its attached files go after them.
  await Promise.all(keys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
}

export async function listMessages(
  ctx: AppContext,
  userId: number,
  chatId: number,
): Promise<{ data: ChatMessage[]; activeReplyId: number | null }> {
  await ownChat(ctx.db, userId, chatId);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(asc(messages.id));
  const active = rows.findLast((row) => row.status === 'streaming');
  return { data: rows.map(toChatMessage), activeReplyId: active?.id ?? null };
}
