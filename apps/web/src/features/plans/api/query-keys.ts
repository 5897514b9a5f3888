/** Query keys of the plans feature; a purchase or a cancel refreshes `subscription`. */
export const planKeys = {
  plans: ['plans'] as const,
  subscription: ['subscription', 'current'] as const,
};
