import { and, asc, eq, sql } from 'drizzle-orm';
import { chatMessages } from '@amicus/contract/chats/messages';
import type { AppContext } from '../../app-context';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { categories, chats, creditLedger, messages, users } from '../../db/schema/index';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import { resolveChatSettings } from '../settings/resolve-model';
import type { ChatRow, MessageRow } from './chat-dto';
import { chatNotFound } from './own-chat';
import { buildReplyRequest } from './prompt';
import { startReplyJob } from './replies/reply-job';
import { DEBIT_REFERENCE_PREFIX, type Charge } from './replies/settle-reply';

type LockedChat = { chat: ChatRow; categorySlug: string | null; runningReplyId: number | null };

/**
 * The user's own chat, locked until the transaction ends so two openings of its first reply run one after the
 * other, with its category's slug and its running reply, if any, in one round trip.
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
  locked: Pick<LockedChat, 'chat' | 'categorySlug'>,
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

/** The user's own chat with its category's slug, for the prompt; 404 when it is not theirs. */
async function readOwnChat(db: DbOrTx, userId: number, chatId: number) {
  const [row] = await db
    .select({ chat: chats, categorySlug: categories.slug })
    .from(chats)
    .leftJoin(categories, eq(categories.id, chats.categoryId))
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
  if (!row) throw chatNotFound();
  return row;
}

/** A second running reply in one chat, refused by the database's partial unique index, is a 409. */
function refuseSecondReply(error: unknown): never {
  if (violatedUniqueIndex(error)?.includes('messages_one_streaming_reply_idx'))
    throw new AppError('CONFLICT', chatMessages.replyInProgress);
  throw error;
}

type StoredRow = {
  id: number;
  sender: MessageRow['sender'];
  message: string;
  status: MessageRow['status'];
  created_at: Date | string;
  updated_at: Date | string;
};

/**
 * The message, the reply row (`streaming`) and the debit, as ONE statement (atomic on its own, one round trip):
 * the balance is taken only if it covers the cost and the chat is the user's; the two messages are inserted
 * only if it was; the ledger row records the debit under the user message's reference. The partial unique
 * index on streaming replies turns a second reply in one chat into a unique violation, so nothing is stored.
 */
async function storeMessage(ctx: AppContext, userId: number, chatId: number, text: string, cost: number) {
  const stored = await queryRows<StoredRow>(
    ctx.db,
    sql`
    with debit as (
      update ${users} set credits = credits - ${cost}
      where id = ${userId} and credits >= ${cost}
        and exists (select 1 from ${chats} where id = ${chatId} and user_id = ${userId})
      returning credits
    ), added as (
      insert into ${messages} (chat_id, sender, message, status)
      select ${chatId}, v.sender::message_sender, v.message, v.status::message_status
      from debit, (values (1, 'user', ${text}, 'complete'), (2, 'system', '', 'streaming'))
        as v(ord, sender, message, status)
      order by v.ord
      returning id, sender, message, status, created_at, updated_at
    ), ledger as (
      insert into ${creditLedger} (user_id, amount, balance_after, reason, reference)
      select ${userId}, ${-cost}, debit.credits, 'message', ${DEBIT_REFERENCE_PREFIX} || added.id
      from debit, added
      where added.sender = 'user' and ${cost} > 0
    )
    select id, sender, message, status, created_at, updated_at from added order by id`,
  ).catch(refuseSecondReply);
  const rows = stored.map((row): MessageRow => ({
    id: row.id,
    chatId,
    sender: row.sender,
    message: row.message,
    status: row.status,
    error: null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
  const userMessage = rows.find((row) => row.sender === 'user');
  const reply = rows.find((row) => row.sender === 'system');
  if (userMessage && reply) return { userMessage, reply };
  // Nothing stored: the chat is not the user's, or the balance does not cover the message.
  await readOwnChat(ctx.db, userId, chatId);
  throw new AppError('INSUFFICIENT_CREDITS', chatMessages.notEnoughCredits);
}

/**
 * Stores the user's message and its debit with the reply row (`streaming`), then starts generating. Not enough
 * credits: 402 and nothing is stored. One reply at a time per chat (409 otherwise). The settings, the chat and
 * the conversation are read first, in parallel: every round trip before the first chunk counts. (The history
 * is the conversation read then, plus this message: a reply still running then makes this send a 409.)
 */
export async function sendMessage(
  ctx: AppContext,
  userId: number,
  chatId: number,
  text: string,
): Promise<{ userMessage: MessageRow; reply: MessageRow }> {
  const [settings, own, earlier] = await Promise.all([
    resolveChatSettings(ctx, userId),
    readOwnChat(ctx.db, userId, chatId),
    conversationOf(ctx.db, chatId),
  ]);
  const cost = settings.runtime.creditsPerMessage;
  const stored = await storeMessage(ctx, userId, chatId, text, cost);
  const charge = cost > 0 ? { userMessageId: stored.userMessage.id, amount: cost } : null;
  const history = [...earlier.filter((m) => m.id < stored.userMessage.id), stored.userMessage];
  startReply(ctx, own, userId, settings, history, stored.reply, charge);
  return stored;
}

/**
 * The chat's first reply, written from the questionnaire when the chat is first opened. It is free: it is
 * part of starting the chat. When the chat already has messages, the reply to show is returned instead: the
 * running one, else the first reply.
 */
export async function openInitialReply(ctx: AppContext, userId: number, chatId: number): Promise<MessageRow> {
  const settings = await resolveChatSettings(ctx, userId);
  const opened = await ctx.db
    .transaction(async (tx) => {
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
    })
    .catch(refuseSecondReply);
  if (opened.started) startReply(ctx, opened.locked, userId, settings, [], opened.reply, null);
  return opened.reply;
}
