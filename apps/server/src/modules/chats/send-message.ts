import { and, asc, eq, sql } from 'drizzle-orm';
import { chatMessages } from '@amicus/contract/chats/messages';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, chats, messages } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { changeCredits } from '../credits/ledger';
import { resolveChatSettings } from '../settings/resolve-model';
import type { ChatRow, MessageRow } from './chat-dto';
import { chatNotFound } from './own-chat';
import { buildReplyRequest } from './prompt';
import { startReplyJob } from './replies/reply-job';
import { debitReference, type Charge } from './replies/settle-reply';

type LockedChat = { chat: ChatRow; categorySlug: string | null; runningReplyId: number | null };

/**
 * The user's own chat, locked until the transaction ends so two sends to one chat run one after the other,
 * with its category's slug and its running reply, if any, in one round trip.
 */
async function lockOwnChat(tx: Tx, userId: number, chatId: number): Promise<LockedChat> {
  const [row] = await tx
    .select({
      chat: chats,
      categorySlug: categories.slug,
      runningReplyId: sql<number | null>`(
        select m.id from ${messages} m where m.chat_id = "chats"."id" and m.status = 'streaming' limit 1)`,
    })
    .from(chats)
    .leftJoin(categories, eq(categories.id, chats.categoryId))
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .for('update', { of: chats });
  if (!row) throw chatNotFound();
  return row;
}

type ChatSettings = Awaited<ReturnType<typeof resolveChatSettings>>;

/** The conversation so far: read before the transaction, alongside the settings, to save round trips. */
const conversationOf = (db: DbOrTx, chatId: number) =>
  db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.id));

function startReply(
  ctx: AppContext,
  locked: LockedChat,
  userId: number,
  settings: ChatSettings,
  history: MessageRow[],
  reply: MessageRow,
  charge: Charge | null,
) {
  startReplyJob(ctx, {
    replyId: reply.id,
    chatId: locked.chat.id,
    userId,
    charge,
    prepare: async () =>
      buildReplyRequest({
        chat: locked.chat,
        categorySlug: locked.categorySlug,
        model: settings.model,
        systemPrompt: settings.systemPrompt,
        history,
      }),
  });
}

/**
 * Stores the user's message and its debit in one transaction, with the reply row (`streaming`), then starts
 * generating. Not enough credits: 402 and nothing is stored. One reply at a time per chat (409 otherwise).
 * The settings and the conversation are read first, in parallel: every round trip before the first chunk
 * counts. (A message sent meanwhile cannot slip in unseen: it would leave a reply running, and this send
 * would then be refused.)
 */
export async function sendMessage(
  ctx: AppContext,
  userId: number,
  chatId: number,
  text: string,
): Promise<{ userMessage: MessageRow; reply: MessageRow }> {
  const [settings, earlier] = await Promise.all([
    resolveChatSettings(ctx, userId),
    conversationOf(ctx.db, chatId),
  ]);
  const cost = settings.runtime.creditsPerMessage;
  const stored = await ctx.db.transaction(async (tx) => {
    const locked = await lockOwnChat(tx, userId, chatId);
    if (locked.runningReplyId !== null) throw new AppError('CONFLICT', chatMessages.replyInProgress);
    // Both rows in one statement; ids follow the order of the values, so the reply comes after the message.
    const rows = await tx
      .insert(messages)
      .values([
        { chatId, sender: 'user', message: text },
        { chatId, sender: 'system', message: '', status: 'streaming' },
      ])
      .returning();
    const userMessage = rows.find((row) => row.sender === 'user')!;
    const reply = rows.find((row) => row.sender === 'system')!;
    if (cost > 0) {
      await changeCredits(tx, {
        userId,
        amount: -cost,
        reason: 'message',
        reference: debitReference(userMessage.id),
      });
    }
    return { locked, userMessage, reply };
  });
  const charge = cost > 0 ? { userMessageId: stored.userMessage.id, amount: cost } : null;
  const history = [...earlier.filter((m) => m.id < stored.userMessage.id), stored.userMessage];
  startReply(ctx, stored.locked, userId, settings, history, stored.reply, charge);
  return { userMessage: stored.userMessage, reply: stored.reply };
}

/**
 * The chat's first reply, written from the questionnaire when the chat is first opened. It is free: it is
 * part of starting the chat. When the chat already has messages, the reply to show is returned instead: the
 * running one, else the first reply.
 */
export async function openInitialReply(ctx: AppContext, userId: number, chatId: number): Promise<MessageRow> {
  const settings = await resolveChatSettings(ctx, userId);
  const opened = await ctx.db.transaction(async (tx) => {
    const locked = await lockOwnChat(tx, userId, chatId);
    if (locked.runningReplyId !== null) {
      const [running] = await tx.select().from(messages).where(eq(messages.id, locked.runningReplyId));
      return { locked, reply: running!, started: false };
    }
    const existing = await conversationOf(tx, chatId);
    const first = existing.find((m) => m.sender === 'system');
    if (first) return { locked, reply: first, started: false };
    if (existing.length > 0) throw new AppError('NOT_FOUND', chatMessages.noReplyYet);
    const [reply] = await tx
      .insert(messages)
      .values({ chatId, sender: 'system', message: '', status: 'streaming' })
      .returning();
    return { locked, reply: reply!, started: true };
  });
  if (opened.started) startReply(ctx, opened.locked, userId, settings, [], opened.reply, null);
  return opened.reply;
}
