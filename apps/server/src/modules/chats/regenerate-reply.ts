import { and, desc, eq, gte } from 'drizzle-orm';
import { chatMessages } from '@amicus/contract/chats/messages';
import { regenerateMessages } from '@amicus/contract/chats/regenerate';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { messages } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { resolveChatSettings } from '../../domain/settings/resolve-model';
import type { MessageRow } from './chat-dto';
import { chargeMessage } from './message-charge';
import { debitReference, regenerateReference, type Charge } from './replies/settle-reply';
import { lockOwnChat, recentConversation, refuseSecondReply, startReply } from './send-message';

/** The chat's newest message of `sender`, or its newest message of all. */
async function newestMessage(tx: Tx, chatId: number, sender?: MessageRow['sender']) {
  const [row] = await tx
    .select()
    .from(messages)
    .where(
      sender ? and(eq(messages.chatId, chatId), eq(messages.sender, sender)) : eq(messages.chatId, chatId),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}

/** What a replacement stored: the new user message (an edit's), the new reply and its debit. */
type Replacement = { userMessage: MessageRow | null; reply: MessageRow; charge: Charge | null };

/**
 * Runs `replace` in one transaction on the user's own chat, locked (404 when it is not theirs), refused with a
 * 409 while a reply is being generated, then starts the new reply from the conversation as it now stands. The
 * new reply's debit is written in the same transaction: a balance that cannot cover it is the 402 of a message
 * and rolls everything back, so nothing is replaced.
 */
async function replaceAndRegenerate(
  ctx: AppContext,
  userId: number,
  chatId: number,
  replace: (tx: Tx, creditsPerMessage: number) => Promise<Replacement>,
): Promise<{ userMessage: MessageRow | null; reply: MessageRow }> {
  const settings = await resolveChatSettings(ctx, userId);
  const done = await ctx.db
    .transaction(async (tx) => {
      const locked = await lockOwnChat(tx, userId, chatId);
      if (locked.runningReplyId !== null) throw new AppError('CONFLICT', chatMessages.replyInProgress);
      return { ...locked, ...(await replace(tx, settings.runtime.creditsPerMessage)) };
    })
    .catch(refuseSecondReply);
  // Read once the old messages are gone: the prompt reads the conversation the new reply follows.
  const conversation = await recentConversation(ctx.db, userId, chatId);
  startReply(ctx, {
    chat: done.chat,
    categorySlug: done.categorySlug,
    userId,
    settings,
    history: conversation.earlier.filter((m) => m.id !== done.reply.id),
    leftOut: conversation.leftOut,
    reply: done.reply,
    charge: done.charge,
  });
  return { userMessage: done.userMessage, reply: done.reply };
}

/**
 * Regenerates the chat's last reply: it is deleted and a new one generated in its place, from the same
 * conversation, charged as a new message (its own debit, so a failed regeneration refunds only itself). A chat
 * whose last message is not a reply has nothing to regenerate (404).
 */
export async function regenerateReply(ctx: AppContext, userId: number, chatId: number): Promise<MessageRow> {
  const { reply } = await replaceAndRegenerate(ctx, userId, chatId, async (tx, cost) => {
    const last = await newestMessage(tx, chatId);
    if (!last || last.sender !== 'system') throw new AppError('NOT_FOUND', chatMessages.noReplyYet);
    await tx.delete(messages).where(eq(messages.id, last.id));
    const [reply] = await tx
      .insert(messages)
      .values({ chatId, sender: 'system', message: '', status: 'streaming' })
      .returning();
    const charge = await chargeMessage(tx, userId, cost, regenerateReference(reply!.id));
    return { userMessage: null, reply: reply!, charge };
  });
  return reply;
}

/**
 * Edits the user's last message: it and the reply after it are replaced by the new text (sent with the same
 * files) and a new reply, charged as a new message. Only the user's last message can be edited (409); a message
 * that is not in the chat is a 404.
 */
export async function editLastMessage(
  ctx: AppContext,
  userId: number,
  chatId: number,
  messageId: number,
  text: string,
): Promise<{ userMessage: MessageRow; reply: MessageRow }> {
  const edited = await replaceAndRegenerate(ctx, userId, chatId, async (tx, cost) => {
    const lastOfUser = await newestMessage(tx, chatId, 'user');
    if (!lastOfUser || messageId !== lastOfUser.id) {
      const [earlier] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.chatId, chatId), eq(messages.sender, 'user')));
      throw earlier
        ? new AppError('CONFLICT', regenerateMessages.onlyLastMessage)
        : new AppError('NOT_FOUND', regenerateMessages.messageNotFound);
    }
    await tx.delete(messages).where(and(eq(messages.chatId, chatId), gte(messages.id, lastOfUser.id)));
    const [userMessage, reply] = await tx
      .insert(messages)
      .values([
        { chatId, sender: 'user', message: text, status: 'complete', files: lastOfUser.files },
        { chatId, sender: 'system', message: '', status: 'streaming' },
      ])
      .returning();
    const charge = await chargeMessage(tx, userId, cost, debitReference(userMessage!.id));
    return { userMessage: userMessage!, reply: reply!, charge };
  });
  return { userMessage: edited.userMessage!, reply: edited.reply };
}
