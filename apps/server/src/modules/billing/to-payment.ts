import type { Payment, SavedCard } from '@amicus/contract/payments/schemas';
import type { paymentMethods } from '../../db/schema/index';
import type { PaymentRow } from './payment-claims';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    planId: row.planId,
    subscriptionId: row.subscriptionId,
    amount: row.amount,
    currency: row.currency,
    creditAmount: row.creditAmount,
    status: row.status,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A saved card as answers show it: never the provider's card id. */
export function toSavedCard(row: PaymentMethodRow): SavedCard {
  return {
    id: row.id,
    cardType: row.cardType,
    lastFourDigits: row.lastFourDigits,
    cardholderName: row.cardholderName,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    billingAddress: row.billingAddress,
    createdAt: row.createdAt.toISOString(),
  };
}
