import { and, eq } from 'drizzle-orm';
import { chatMessages } from '@amicus/contract/chats/messages';
import type { AppContext } from '../../../app-context';
import { messages } from '../../../db/schema/index';
import type { MessageRow } from '../chat-dto';
import { AppError } from '../../../http/app-error';
import { latestReply, ownChat, readMessage } from '../own-chat';
import { ORPHAN_GRACE_MS } from './follow-reply';
import { settleInterruptedReply } from './settle-reply';

/** How long Stop waits for a job on another instance to settle before answering with the reply as it is. */
const STOP_WAIT_MS = 5_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Aborts a running reply wherever it runs and waits until it is settled (the upstream call aborted, the text
 * that arrived stored as `stopped`). A reply that runs nowhere and has gone stale is settled as interrupted.
 */
export async function stopAndSettle(ctx: AppContext, reply: MessageRow, userId: number): Promise<void> {
  const deadline = Date.now() + STOP_WAIT_MS;
  let signalled = false;
  for (;;) {
    signalled ||= await ctx.replies.stop(reply.id);
    const local = ctx.replies.completion(reply.id);
    if (local) return local;
    const row = await readMessage(ctx.db, reply.id);
    if (!row || row.status !== 'streaming') return;
    if (!signalled && Date.now() - row.updatedAt.getTime() > ORPHAN_GRACE_MS) {
      return settleInterruptedReply(ctx.db, row, userId);
    }
    if (Date.now() > deadline) return;
    await sleep(POLL_MS);
  }
}

/** Stops every running reply of a chat (before the chat is deleted). */
export async function stopRunningReplies(ctx: AppContext, chatId: number, userId: number): Promise<void> {
  const running = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.status, 'streaming')));
  await Promise.all(running.map((reply) => stopAndSettle(ctx, reply, userId)));
}

/** Stop: ends the chat's running reply early and answers the reply as kept (or as it ended, if it had). */
export async function stopChatReply(ctx: AppContext, userId: number, chatId: number): Promise<MessageRow> {
  await ownChat(ctx.db, userId, chatId);
  const latest = await latestReply(ctx.db, chatId);
  if (!latest) throw new AppError('NOT_FOUND', chatMessages.noReplyYet);
  if (latest.status === 'streaming') await stopAndSettle(ctx, latest, userId);
  return (await readMessage(ctx.db, latest.id)) ?? latest;
}
