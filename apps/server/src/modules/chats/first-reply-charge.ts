import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { getRuntimeSettings } from '../../domain/settings/runtime-settings';
import { changeCredits } from '../../domain/credits/ledger';
import { firstReplyReference, type Charge } from './replies/settle-reply';

/**
 * What a chat's first reply costs, charged in the transaction that stores it. The spec treats the first reply
 * as part of starting a chat (credits are refreshed after sent messages only), so it is free, but only for
 * `freeFirstReplyByUser` replies a day: otherwise a user without credits could start chats for unlimited model
 * replies (decision 006). Past the allowance it costs what a message costs; a balance that cannot cover it is a
 * 402 that rolls the reply back.
 */
export async function chargeFirstReply(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  replyId: number,
): Promise<Charge | null> {
  if (await ctx.throttles.freeFirstReplyByUser.take(String(userId))) return null;
  const { creditsPerMessage } = await getRuntimeSettings(tx, ctx.config);
  if (creditsPerMessage <= 0) return null;
  const reference = firstReplyReference(replyId);
  await changeCredits(tx, { userId, amount: -creditsPerMessage, reason: 'message', reference });
  return { reference, amount: creditsPerMessage };
}
