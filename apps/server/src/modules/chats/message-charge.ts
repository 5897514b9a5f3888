import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { getRuntimeSettings } from '../../domain/settings/runtime-settings';
import { changeCredits } from '../../domain/credits/ledger';
import { firstReplyReference, type Charge } from './replies/settle-reply';

/**
 * Debits one message at the admin's price in the transaction that stores it, under `reference` (so a reply that
 * fails can refund it once); a price of 0 charges nothing. A balance that cannot cover it is a 402 that rolls
 * the transaction back.
 */
export async function chargeMessage(
  tx: Tx,
  userId: number,
  cost: number,
  reference: string,
): Promise<Charge | null> {
  if (cost <= 0) return null;
  await changeCredits(tx, { userId, amount: -cost, reason: 'message', reference });
  return { reference, amount: cost };
}

/**
 * What a chat's first reply costs, charged in the transaction that stores it. Starting a chat includes its first
 * reply (credits are refreshed after sent messages only), so it is free, but only for `freeFirstReplyByUser`
 * replies a day: otherwise a user without credits could start chats for unlimited model replies (decision 006).
 * Past the allowance it costs what a message costs.
 */
export async function chargeFirstReply(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  replyId: number,
): Promise<Charge | null> {
  if (await ctx.throttles.freeFirstReplyByUser.take(String(userId))) return null;
  const { creditsPerMessage } = await getRuntimeSettings(tx, ctx.config);
  return chargeMessage(tx, userId, creditsPerMessage, firstReplyReference(replyId));
}
