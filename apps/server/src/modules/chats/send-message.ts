import { and, asc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import { chatAttachmentMessages, type MessageFile } from '@amicus/contract/chats/attachments';
import { chatMessages } from '@amicus/contract/chats/messages';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, chatAttachments, chats, messages } from '../../db/schema/index';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { AppError, badRequest } from '../../http/app-error';
import { resolveChatSettings, type ChatSettings } from '../../domain/settings/resolve-model';
import type { ChatRow, MessageRow } from './chat-dto';
import { chatNotFound } from './own-chat';
import { groundingFor } from '../../domain/library/grounding';
import { buildReplyRequest, HISTORY_BUDGET_CHARS, topicOf } from './prompt';
import { startReplyJob } from './replies/reply-job';
import { debitReference, type Charge } from './replies/settle-reply';
import { chargeFirstReply, chargeMessage } from './message-charge';
import { attachedFiles } from './attachments/attachment-service';
import { relevantPassages } from './attachments/attachment-passages';

type LockedChat = { chat: ChatRow; categorySlug: string | null; runningReplyId: number | null };

/** The user's own chat with its category's slug and its running reply, if any, in one round trip. */
const ownChatQuery = (tx: DbOrTx, userId: number, chatId: number) =>
  tx
    .select({
      chat: chats,
      categorySlug: categories.slug,
      runningReplyId: sql<number | null>`(
        select m.id from ${messages} m where m.chat_id = "chats"."id" and m.status = 'streaming' limit 1)`,
    })
    .from(chats)
    .leftJoin(categories, eq(categories.id, chats.categoryId))
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));

async function ownChatWithCategory(tx: DbOrTx, userId: number, chatId: number): Promise<LockedChat> {
  const [row] = await ownChatQuery(tx, userId, chatId);
  if (!row) throw chatNotFound();
  return row;
}

/**
 * As ownChatWithCategory, locked until the transaction ends so two openings of its first reply run one after
 * the other.
 */
export async function lockOwnChat(tx: Tx, userId: number, chatId: number): Promise<LockedChat> {
  const [row] = await ownChatQuery(tx, userId, chatId).for('update', { of: chats });
  if (!row) throw chatNotFound();
  return row;
}

/** The conversation so far. */
const conversationOf = (db: DbOrTx, chatId: number) =>
  db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.id));

export type ReplyStart = {
  chat: ChatRow;
  categorySlug: string | null;
  userId: number;
  settings: ChatSettings;
  /** The messages the prompt may use, oldest first, and how many earlier ones were not read (too far back). */
  history: MessageRow[];
  leftOut: number;
  reply: MessageRow;
  charge: Charge | null;
};

export function startReply(ctx: AppContext, start: ReplyStart) {
  startReplyJob(ctx, {
    replyId: start.reply.id,
    chatId: start.chat.id,
    userId: start.userId,
    charge: start.charge,
    prepare: async () => {
      const q = start.chat.legalQuestionnaire;
      const grounding = await groundingFor(ctx.db, {
        country: q.country,
        state: q.state,
        area: start.categorySlug,
        question: [
          start.history.findLast((m) => m.sender === 'user')?.message ?? '',
          topicOf(start.chat),
          q.description,
        ],
        semantic: ctx.libraryEmbeddings,
      });
      const files = await attachedFiles(ctx.db, start.chat.id);
      const question = start.history.findLast((m) => m.sender === 'user')?.message;
      const attachments =
        files.length === 0
          ? undefined
          : {
              fileNames: files.map((file) => file.fileName),
              passages: relevantPassages(files, question ?? `${topicOf(start.chat)}\n${q.description}`),
            };
      const request = buildReplyRequest({
        chat: start.chat,
        categorySlug: start.categorySlug,
        model: start.settings.model,
        systemPrompt: start.settings.systemPrompt,
        history: start.history,
        leftOut: start.leftOut,
        grounding,
        ...(attachments ? { attachments } : {}),
      });
      return { request, sources: grounding.sources, attachedFiles: files };
    },
  });
}

/** The chat's files a message names (by id), as they are named now; an id that is not one of them is a 400. */
async function filesSentWith(tx: DbOrTx, chatId: number, ids: number[]): Promise<MessageFile[] | null> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return null;
  const rows = await tx
    .select({ id: chatAttachments.id, fileName: chatAttachments.fileName })
    .from(chatAttachments)
    .where(and(eq(chatAttachments.chatId, chatId), inArray(chatAttachments.id, wanted)));
  if (rows.length !== wanted.length) throw badRequest(chatAttachmentMessages.notInChat);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((id) => byId.get(id)!);
}

/** A second running reply in one chat, refused by the database's partial unique index, is a 409. */
export function refuseSecondReply(error: unknown): never {
  if (violatedUniqueIndex(error)?.includes('messages_one_streaming_reply_idx'))
    throw new AppError('CONFLICT', chatMessages.replyInProgress);
  throw error;
}

/**
 * The messages a reply's prompt may read, oldest first: the newest ones whose text fits the history budget,
 * and how many earlier non-blank ones were left out. The window sums, for each message, the length of those
 * after it, so a message that many characters back is only counted, never read.
 */
export async function recentConversation(db: DbOrTx, userId: number, chatId: number) {
  const withLengths = db
    .select({
      ...getTableColumns(messages),
      newerChars: sql<number>`coalesce(sum(length(${messages.message})) over (
        order by ${messages.id} desc rows between unbounded preceding and 1 preceding), 0)`.as('newer_chars'),
      nonBlank: sql<number>`count(*) filter (where ${messages.message} ~ '[^[:space:]]') over ()`.as(
        'non_blank',
      ),
    })
    .from(messages)
    // Only the owner's chat: read before its ownership is checked, it must not read another user's messages.
    .innerJoin(chats, and(eq(chats.id, messages.chatId), eq(chats.userId, userId)))
    .where(eq(messages.chatId, chatId))
    .as('conversation');
  const rows = await db
    .select()
    .from(withLengths)
    .where(lte(withLengths.newerChars, HISTORY_BUDGET_CHARS))
    .orderBy(asc(withLengths.id));
  const earlier: MessageRow[] = rows.map(({ newerChars: _n, nonBlank: _b, ...message }) => message);
  const keptNonBlank = earlier.filter((m) => /\S/.test(m.message)).length;
  return { earlier, leftOut: rows.length > 0 ? Number(rows[0]!.nonBlank) - keptNonBlank : 0 };
}

/**
 * Stores the user's message, its debit (the ledger's, at the admin's price of a message) and the reply row
 * (`streaming`) in one transaction, then starts generating. Not the user's chat: 404; not enough credits: 402;
 * nothing is stored either way. One reply at a time per chat: the partial unique index on streaming replies
 * refuses a second one (409). Files named by `attachmentIds` must be the chat's (400); their names are kept on
 * the user's message.
 */
export async function sendMessage(
  ctx: AppContext,
  userId: number,
  chatId: number,
  text: string,
  attachmentIds: number[] = [],
): Promise<{ userMessage: MessageRow; reply: MessageRow }> {
  // Read before the transaction, in parallel: none of them decides what is stored, and the conversation is read
  // only if the chat is the user's.
  const [settings, conversation] = await Promise.all([
    resolveChatSettings(ctx, userId),
    recentConversation(ctx.db, userId, chatId),
  ]);
  const sent = await ctx.db
    .transaction(async (tx) => {
      const { chat, categorySlug } = await ownChatWithCategory(tx, userId, chatId);
      const files = await filesSentWith(tx, chatId, attachmentIds);
      const [userMessage, reply] = await tx
        .insert(messages)
        .values([
          { chatId, sender: 'user', message: text, status: 'complete', files },
          { chatId, sender: 'system', message: '', status: 'streaming' },
        ])
        .returning();
      const charge = await chargeMessage(
        tx,
        userId,
        settings.runtime.creditsPerMessage,
        debitReference(userMessage!.id),
      );
      return { chat, categorySlug, userMessage: userMessage!, reply: reply!, charge };
    })
    .catch(refuseSecondReply);
  startReply(ctx, {
    chat: sent.chat,
    categorySlug: sent.categorySlug,
    userId,
    settings,
    history: [...conversation.earlier, sent.userMessage],
    leftOut: conversation.leftOut,
    reply: sent.reply,
    charge: sent.charge,
  });
  return { userMessage: sent.userMessage, reply: sent.reply };
}

/**
 * The chat's first reply, written from the questionnaire when the chat is first opened. It is part of starting
 * the chat, so free within a daily allowance; past it, it costs a message (402 when the balance cannot cover
 * it, and nothing is stored). When the chat already has messages, the reply to show is returned instead: the
 * running one, else the first reply.
 */
export async function openInitialReply(ctx: AppContext, userId: number, chatId: number): Promise<MessageRow> {
  const settings = await resolveChatSettings(ctx, userId);
  const opened = await ctx.db
    .transaction(async (tx) => {
      const locked = await lockOwnChat(tx, userId, chatId);
      if (locked.runningReplyId !== null) {
        const [running] = await tx.select().from(messages).where(eq(messages.id, locked.runningReplyId));
        return { locked, reply: running!, started: false, charge: null };
      }
      const existing = await conversationOf(tx, chatId);
      const first = existing.find((m) => m.sender === 'system');
      if (first) return { locked, reply: first, started: false, charge: null };
      if (existing.length > 0) throw new AppError('NOT_FOUND', chatMessages.noReplyYet);
      const [reply] = await tx
        .insert(messages)
        .values({ chatId, sender: 'system', message: '', status: 'streaming' })
        .returning();
      const charge = await chargeFirstReply(ctx, tx, userId, reply!.id);
      return { locked, reply: reply!, started: true, charge };
    })
    .catch(refuseSecondReply);
  if (opened.started) {
    startReply(ctx, {
      chat: opened.locked.chat,
      categorySlug: opened.locked.categorySlug,
      userId,
      settings,
      history: [],
      leftOut: 0,
      reply: opened.reply,
      charge: opened.charge,
    });
  }
  return opened.reply;
}
