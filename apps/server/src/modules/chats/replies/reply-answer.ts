import { chatMessages } from '@amicus/contract/chats/messages';
import type { AppContext } from '../../../app-context';
import { creditBalance } from '../../../domain/credits/balance';
import { AppError } from '../../../http/app-error';
import type { MessageRow } from '../chat-dto';
import { readMessage } from '../own-chat';

/** Whether the client asked for the reply as an event stream (else it gets JSON once the reply is done). */
export const wantsEventStream = (accept: string | undefined) =>
  accept?.includes('text/event-stream') ?? false;

/**
 * For a JSON (non-streaming) answer: waits for the reply's job (it completes even if the client leaves) and
 * answers the reply as stored with the balance after it. A reply the provider failed, stalled or ran past the
 * deadline is a 502: what arrived is kept in the chat, the credit refunded.
 */
export async function settledAnswer(
  ctx: AppContext,
  reply: MessageRow,
  userId: number,
): Promise<{ reply: MessageRow; credits: number }> {
  await ctx.replies.completion(reply.id);
  const [settled, credits] = await Promise.all([
    readMessage(ctx.db, reply.id),
    creditBalance(ctx.db, userId),
  ]);
  if (settled?.status === 'failed') {
    throw new AppError('UPSTREAM_FAILED', settled.error ?? chatMessages.replyFailed);
  }
  return { reply: settled ?? reply, credits };
}
