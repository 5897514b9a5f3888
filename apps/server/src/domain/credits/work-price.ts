import { workPrices, type Prices, type WorkKind } from '@amicus/contract/credits/prices';
import { chatMessages } from '@amicus/contract/chats/messages';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { getRuntimeSettings } from '../settings/runtime-settings';
import { creditBalance } from './balance';

/** Today's price list: a message at the admin's price, and each kind of AI work in messages (decision 006). */
export async function currentPrices(db: DbOrTx, config: Config): Promise<Prices> {
  const { creditsPerMessage } = await getRuntimeSettings(db, config);
  return { message: creditsPerMessage, ...workPrices(creditsPerMessage) };
}

/** What one run of `kind` costs now. */
export async function workPrice(db: DbOrTx, config: Config, kind: WorkKind): Promise<number> {
  return (await currentPrices(db, config))[kind];
}

/**
 * Refuses early, with the usual 402, work the user's balance cannot pay for, before files are read or stored
 * and before the work counts against a rate limit. The charge itself is taken when the job is queued.
 */
export async function assertCanPay(db: DbOrTx, userId: number, price: number): Promise<void> {
  if (price > 0 && (await creditBalance(db, userId)) < price)
    throw new AppError('INSUFFICIENT_CREDITS', chatMessages.notEnoughCredits);
}
