import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { paymentMethods } from '../../db/schema/index';
import type { PaymentMethodRow } from './to-payment';

/**
 * The card a renewal charges: the one the subscription was bought with, else the user's newest saved card of
 * the current provider. None → the renewal cannot be charged (the subscription goes PAST_DUE on its date).
 */
export async function renewalCardFor(
  ctx: AppContext,
  subscription: { userId: number; paymentMethodId: number | null },
): Promise<PaymentMethodRow | null> {
  const owned = and(
    eq(paymentMethods.userId, subscription.userId),
    eq(paymentMethods.provider, ctx.payments.name),
  );
  if (subscription.paymentMethodId !== null) {
    const [card] = await ctx.db
      .select()
      .from(paymentMethods)
      .where(and(owned, eq(paymentMethods.id, subscription.paymentMethodId)));
    if (card) return card;
  }
  const [newest] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(owned)
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(1);
  return newest ?? null;
}
