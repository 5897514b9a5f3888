/**
 * The one interface every card payment provider implements: the built-in sandbox (Square's sandbox test
 * values, offline) and Square itself. Amounts are integer cents in USD. Every charge carries an idempotency key,
 * so asking twice with the same key never takes the money twice.
 *
 * Outcomes a user can act on (a decline, an unreadable token) are results; an unreachable or failing provider
 * throws PaymentProviderUnavailable, because then nobody knows whether the money moved.
 */
export type ProviderName = 'sandbox' | 'square';

/** Who pays: the provider keeps its own customer record per user (Square requires one for cards on file). */
export type PayingCustomer = { userId: number; email: string; name: string };

export type ChargeSource =
  /** A single-use token the browser's card form made (`cnon:…`). */
  | { kind: 'token'; token: string; verificationToken?: string }
  /** A card on file, by the provider's card id. */
  | { kind: 'card'; cardId: string };

export type ChargeRequest = {
  source: ChargeSource;
  amountCents: number;
  currency: 'USD';
  /** At most 45 characters (Square's limit); the same key always means the same charge. */
  idempotencyKey: string;
  customer: PayingCustomer;
  /** Shown in the provider's dashboard, e.g. "Amicus Professional (month)". */
  note: string;
  /** Our payment row id, so the provider's records point back to ours. */
  referenceId: string;
};

export type ChargeResult =
  | { status: 'succeeded'; providerPaymentId: string }
  /** The card was refused (by the issuer or the provider's checks); `message` is the provider's. */
  | { status: 'declined'; message: string }
  /** The token or card id is not usable (expired, already used, unknown). */
  | { status: 'invalid'; message: string };

export type SaveCardRequest = {
  token: string;
  customer: PayingCustomer;
  cardholderName: string;
  billingAddress: string;
  expiryMonth: number;
  expiryYear: number;
  idempotencyKey: string;
};

export type SaveCardResult =
  | {
      status: 'saved';
      cardId: string;
      brand: string;
      last4: string;
      expiryMonth: number;
      expiryYear: number;
    }
  | { status: 'declined'; message: string }
  | { status: 'invalid'; message: string };

export type PaymentProvider = {
  name: ProviderName;
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
  saveCard: (request: SaveCardRequest) => Promise<SaveCardResult>;
  /** Removes a card on file at the provider; a card already gone is not an error. */
  disableCard: (cardId: string) => Promise<void>;
};

/** The provider could not be reached or failed; the outcome of the request is unknown. */
export class PaymentProviderUnavailable extends Error {
  constructor(
    readonly provider: ProviderName,
    detail: string,
  ) {
    super(`${provider} is unavailable: ${detail}`);
    this.name = 'PaymentProviderUnavailable';
  }
}
