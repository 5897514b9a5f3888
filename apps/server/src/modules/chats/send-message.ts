import { and, asc, eq, sql } from 'drizzle-orm';
import { chatMessages } from '@amicus/contract/chats/messages';
import type { AppContext } from '../../app-context';
import { preparedStatement, type DbOrTx, type Tx } from '../../db/client';
import {
  authSessions,
  categories,
  chats,
  creditLedger,
  llmSettings,
  messages,
  users,
} from '../../db/schema/index';
import { liveSession, sessionNotLive } from '../../http/authenticate';
import type { AccessClaims } from '../auth/access-tokens';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import {
  creditsPerMessageSql,
  runtimeSettingsFrom,
  storedRuntimeSettingsSql,
} from '../app-settings/runtime-settings';
import { chatSettingsFrom, resolveChatSettings, type ChatSettings } from '../settings/resolve-model';
import { fromJsonRow } from '../../db/json-rows';
import type { ChatRow, MessageRow } from './chat-dto';
import { chatNotFound } from './own-chat';
import { buildReplyRequest, HISTORY_BUDGET_CHARS } from './prompt';
import { startReplyJob } from './replies/reply-job';
import { DEBIT_REFERENCE_PREFIX, debitReference, type Charge } from './replies/settle-reply';
import { chargeFirstReply } from './first-reply-charge';

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

/** The conversation so far. */
const conversationOf = (db: DbOrTx, chatId: number) =>
  db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.id));

type ReplyStart = {
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

function startReply(ctx: AppContext, start: ReplyStart) {
  startReplyJob(ctx, {
    replyId: start.reply.id,
    chatId: start.chat.id,
    userId: start.userId,
    charge: start.charge,
    prepare: async () =>
      buildReplyRequest({
        chat: start.chat,
        categorySlug: start.categorySlug,
        model: start.settings.model,
        systemPrompt: start.settings.systemPrompt,
        history: start.history,
        leftOut: start.leftOut,
      }),
  });
}

/** A second running reply in one chat, refused by the database's partial unique index, is a 409. */
function refuseSecondReply(error: unknown): never {
  if (violatedUniqueIndex(error)?.includes('messages_one_streaming_reply_idx'))
    throw new AppError('CONFLICT', chatMessages.replyInProgress);
  throw error;
}

type SendRow = {
  live: boolean;
  stored: Record<string, unknown>[];
  chat: Record<string, unknown> | null;
  category_slug: string | null;
  llm: Record<string, unknown> | null;
  settings: Record<string, unknown>;
  conversation: Record<string, unknown>[];
  left_out: number;
  cost: number;
};

/** The values of the send's statement (its placeholders). */
type SendValues = {
  userId: number;
  sessionId: string;
  /** ISO time: the session must expire after it. */
  now: string;
  chatId: number;
  text: string;
  /** CREDITS_PER_MESSAGE, the price when the admin has not set one. */
  defaultCost: number;
};

const value = (name: keyof SendValues) => sql.placeholder(name);

/**
 * A send is ONE statement (atomic on its own, the only round trip before the upstream call): it checks that the
 * token's session is live (the route is guarded by requireToken, so this is its session check), charges the price
 * of a message (the admin's setting, else CREDITS_PER_MESSAGE) only if the balance covers it and the chat is
 * the user's; inserts the message and the reply row (`streaming`) only if it did; writes the ledger row under
 * the message's reference; and answers what the prompt needs — the chat, the user's and the server's settings
 * and the conversation before this message (the statement's snapshot does not see its own inserts). The
 * partial unique index on streaming replies turns a second reply in one chat into a unique violation, so
 * nothing is stored. Built once; each send fills in its values.
 */
const sendStatement = preparedStatement<SendValues, SendRow>(
  'send-message',
  () => sql`
    with live as (
      select 1 from ${authSessions} join ${users} on ${users.id} = ${authSessions.userId}
      where ${liveSession({ userId: value('userId'), sessionId: value('sessionId') }, value('now'))}
    ), own as (
      select c.*, cat.slug as category_slug from ${chats} c left join ${categories} cat on cat.id = c.category_id
      where c.id = ${value('chatId')} and c.user_id = ${value('userId')} and exists (select 1 from live)
    ), cost as (
      select ${creditsPerMessageSql(value('defaultCost'))} as amount
    ), debit as (
      update ${users} set credits = ${users.credits} - cost.amount from cost
      where ${users.id} = ${value('userId')} and ${users.credits} >= cost.amount and exists (select 1 from own)
      returning ${users.credits} as balance, cost.amount
    ), added as (
      insert into ${messages} (chat_id, sender, message, status)
      select ${value('chatId')}, v.sender::message_sender, v.message, v.status::message_status
      from debit, (values (1, 'user', ${value('text')}, 'complete'), (2, 'system', '', 'streaming'))
        as v(ord, sender, message, status)
      order by v.ord
      returning *
    ), history as (
      -- The conversation, each message with the length of those after it: a message that many characters
      -- back cannot fit the prompt's budget, so it is only counted, not read.
      select m.*, coalesce(sum(length(m.message)) over (
        order by m.id desc rows between unbounded preceding and 1 preceding), 0) as newer_chars
      from ${messages} m where m.chat_id = ${value('chatId')} and exists (select 1 from own)
    ), ledger as (
      insert into ${creditLedger} (user_id, amount, balance_after, reason, reference)
      select ${value('userId')}, -debit.amount, debit.balance, 'message', ${DEBIT_REFERENCE_PREFIX} || added.id
      from debit, added
      where added.sender = 'user' and debit.amount > 0
    )
    select
      exists (select 1 from live) as live,
      (select coalesce(jsonb_agg(to_jsonb(a) order by a.id), '[]'::jsonb) from added a) as stored,
      (select to_jsonb(o) - 'category_slug' from own o) as chat,
      (select category_slug from own) as category_slug,
      (select to_jsonb(l) from ${llmSettings} l where l.user_id = ${value('userId')}) as llm,
      ${storedRuntimeSettingsSql} as settings,
      (select coalesce(jsonb_agg(to_jsonb(h) - 'newer_chars' order by h.id), '[]'::jsonb) from history h
        where h.newer_chars <= ${HISTORY_BUDGET_CHARS}) as conversation,
      (select count(*)::integer from history h
        where h.newer_chars > ${HISTORY_BUDGET_CHARS} and h.message ~ '[^[:space:]]') as left_out,
      (select amount from cost) as cost`,
);

async function storeAndRead(ctx: AppContext, claims: AccessClaims, chatId: number, text: string) {
  const [row] = await sendStatement
    .run(ctx.db, {
      userId: claims.userId,
      sessionId: claims.sessionId,
      now: ctx.clock.now().toISOString(),
      chatId,
      text,
      defaultCost: ctx.config.credits.perMessage,
    })
    .catch(refuseSecondReply);
  if (!row?.live) throw sessionNotLive();
  if (!row.chat) throw chatNotFound();
  const [userMessage, reply] = row.stored.map((message) => fromJsonRow(messages, message));
  // Nothing stored: the balance does not cover the message.
  if (!userMessage || !reply) throw new AppError('INSUFFICIENT_CREDITS', chatMessages.notEnoughCredits);
  const runtime = runtimeSettingsFrom(row.settings, ctx.config);
  return {
    userMessage,
    reply,
    cost: row.cost,
    chat: fromJsonRow(chats, row.chat),
    categorySlug: row.category_slug,
    settings: chatSettingsFrom(ctx, row.llm ? fromJsonRow(llmSettings, row.llm) : undefined, runtime),
    earlier: row.conversation.map((message) => fromJsonRow(messages, message)),
    leftOut: row.left_out,
  };
}

/**
 * Stores the user's message and its debit with the reply row (`streaming`), then starts generating. A session
 * that has ended: 401; not enough credits: 402; nothing is stored either way. One reply at a time per chat (409
 * otherwise). Everything before the upstream call is one round trip to the database: every round trip before
 * the first chunk counts.
 */
export async function sendMessage(
  ctx: AppContext,
  claims: AccessClaims,
  chatId: number,
  text: string,
): Promise<{ userMessage: MessageRow; reply: MessageRow }> {
  const { userId } = claims;
  const sent = await storeAndRead(ctx, claims, chatId, text);
  const charge = sent.cost > 0 ? { reference: debitReference(sent.userMessage.id), amount: sent.cost } : null;
  startReply(ctx, {
    chat: sent.chat,
    categorySlug: sent.categorySlug,
    userId,
    settings: sent.settings,
    history: [...sent.earlier, sent.userMessage],
    leftOut: sent.leftOut,
    reply: sent.reply,
    charge,
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
