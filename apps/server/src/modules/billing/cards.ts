import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { paymentMessages } from '@amicus/contract/payments/messages';
import type { addCardBodySchema, SavedCard } from '@amicus/contract/payments/schemas';
import type { AppContext } from '../../app-context';
import { PaymentProviderUnavailable } from '../../adapters/payments/payment-provider';
import { paymentMethods } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { describeError } from '../../http/describe-error';
import { payingCustomer } from './paying-customer';
import { toSavedCard } from './to-payment';

type AddCardBody = z.output<typeof addCardBodySchema>;

export async function listCards(ctx: AppContext, userId: number): Promise<SavedCard[]> {
  const rows = await ctx.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map(toSavedCard);
}

function unavailable(log: FastifyBaseLogger, error: unknown): never {
  if (error instanceof PaymentProviderUnavailable) {
    log.warn({ error: describeError(error) }, 'payment provider unavailable');
    throw new AppError('UPSTREAM_FAILED', paymentMessages.providerUnavailable);
  }
  throw error;
}

/**
 * Saves a card on file from a browser token. The provider stores the card; we keep only its id, brand, last
 * four digits, expiry, cardholder name and billing address. The same token saved twice is one card.
 */
export async function addCard(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: number,
  body: AddCardBody,
): Promise<SavedCard> {
  const now = ctx.clock.now();
  const expired =
    body.expiryYear < now.getUTCFullYear() ||
    (body.expiryYear === now.getUTCFullYear() && body.expiryMonth < now.getUTCMonth() + 1);
  if (expired) throw badRequest(paymentMessages.cardExpired);

  const tokenDigest = createHash('sha256').update(`${userId}:${body.sourceId}`).digest('hex');
  const saved = await ctx.payments
    .saveCard({
      token: body.sourceId,
      customer: await payingCustomer(ctx.db, userId),
      cardholderName: body.cardholderName,
      billingAddress: body.billingAddress,
      expiryMonth: body.expiryMonth,
      expiryYear: body.expiryYear,
      idempotencyKey: `amicus-card-${tokenDigest.slice(0, 32)}`,
    })
    .catch((error: unknown) => unavailable(log, error));
  if (saved.status === 'declined') throw new AppError('PAYMENT_DECLINED', saved.message);
  if (saved.status === 'invalid') throw badRequest(saved.message || paymentMessages.invalidToken);

  const [existing] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.providerCardId, saved.cardId)));
  if (existing) return toSavedCard(existing);
  const [row] = await ctx.db
    .insert(paymentMethods)
    .values({
      userId,
      provider: ctx.payments.name,
      providerCardId: saved.cardId,
      cardType: saved.brand,
      lastFourDigits: saved.last4,
      expiryMonth: saved.expiryMonth,
      expiryYear: saved.expiryYear,
      cardholderName: body.cardholderName,
      billingAddress: body.billingAddress,
    })
    .returning();
  log.info({ userId, paymentMethodId: row!.id }, 'card saved');
  return toSavedCard(row!);
}

/** Removes one of the user's cards (another user's answers 404); subscriptions that used it fall back to the newest card. */
export async function removeCard(
  ctx: AppContext,
  log: FastifyBaseLogger,
  userId: number,
  id: number,
): Promise<void> {
  const [card] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  if (!card) throw notFound(paymentMessages.savedCardNotFound);
  if (card.provider === ctx.payments.name)
    await ctx.payments.disableCard(card.providerCardId).catch((error: unknown) => unavailable(log, error));
  await ctx.db.delete(paymentMethods).where(eq(paymentMethods.id, id));
}
