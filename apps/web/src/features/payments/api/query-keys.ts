/** Query keys of the payments feature. */
export const paymentKeys = {
  config: ['payment', 'config'] as const,
  cards: ['payment', 'cards'] as const,
};
