import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { chats, messages } from '../../../db/schema/index';
import { ORPHAN_GRACE_MS } from './follow-reply';
import { settleInterruptedReply } from './settle-reply';

/**
 * At start-up: replies left `streaming` by a process that crashed are settled as interrupted (text kept,
 * credit refunded). With Redis, replies still running on another instance are left alone, and so are very
 * recent ones (another instance may be registering them right now).
 */
export async function recoverInterruptedReplies(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select({ message: messages, userId: chats.userId })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(eq(messages.status, 'streaming'));
  let recovered = 0;
  for (const { message, userId } of rows) {
    if (await ctx.replies.isRunning(message.id)) continue;
    if (ctx.config.redisUrl && Date.now() - message.updatedAt.getTime() < ORPHAN_GRACE_MS) continue;
    await settleInterruptedReply(ctx.db, message, userId);
    recovered += 1;
  }
  return recovered;
}
