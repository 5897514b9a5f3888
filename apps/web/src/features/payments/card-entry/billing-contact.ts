import type { PublicUser } from '@amicus/contract/users/schemas';
import type { BillingContact } from './use-square-card';

/** The billing contact Square's buyer verification asks for: given and family name, e-mail. */
export function billingContactOf(user: PublicUser | null, cardholderName?: string): BillingContact {
  const name = (cardholderName?.trim() || user?.name || '').split(/\s+/).filter(Boolean);
  return {
    givenName: name[0],
    familyName: name.slice(1).join(' ') || user?.lastName || undefined,
    email: user?.email,
  };
}
