import { SquareClient, SquareEnvironment, SquareError } from 'square';
import type { ChargeResult, PayingCustomer, PaymentProvider, SaveCardResult } from './payment-provider';
import { PaymentProviderUnavailable } from './payment-provider';
import { declineMessage } from './decline-messages';

export type SquareOptions = {
  accessToken: string;
  locationId: string;
  environment: 'sandbox' | 'production';
  /** Only for tests: a local stand-in for Square's API. */
  baseUrl?: string;
  /** The SDK retries 5xx and 429 answers; replays are safe because every write carries an idempotency key. */
  maxRetries?: number;
  timeoutInSeconds?: number;
};

/** Square error categories a buyer can act on; anything else means Square or our set-up failed. */
const DECLINE_CATEGORY = 'PAYMENT_METHOD_ERROR';
const INVALID_CATEGORY = 'INVALID_REQUEST_ERROR';

type Outcome = { status: 'declined' | 'invalid'; message: string };

/** Sorts a Square failure into a buyer-facing outcome, or an outage (thrown) when the buyer can do nothing. */
function classify(error: unknown): Outcome {
  if (error instanceof SquareError) {
    const first = error.errors[0];
    if (first?.category === DECLINE_CATEGORY)
      return { status: 'declined', message: declineMessage(first.code) };
    const message = first?.detail ?? first?.code ?? 'The payment was not accepted.';
    if (first?.category === INVALID_CATEGORY && error.statusCode !== undefined && error.statusCode < 500)
      return { status: 'invalid', message };
    throw new PaymentProviderUnavailable(
      'square',
      `status ${error.statusCode ?? 'none'}, ${first?.category ?? 'unknown'} ${first?.code ?? ''}`.trim(),
    );
  }
  throw new PaymentProviderUnavailable('square', error instanceof Error ? error.name : 'unknown error');
}

const customerReference = (userId: number) => `amicus-user-${userId}`;

/**
 * Square through its Node SDK (v46): Payments API for charges, Cards API for cards on file, Customers API for
 * the customer record Square requires behind each card on file (one per user, found by reference id).
 */
export function createSquareProvider(options: SquareOptions): PaymentProvider {
  const client = new SquareClient({
    token: options.accessToken,
    environment:
      options.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    maxRetries: options.maxRetries ?? 2,
    timeoutInSeconds: options.timeoutInSeconds ?? 30,
  });

  async function ensureCustomer(customer: PayingCustomer): Promise<string> {
    const found = await client.customers.search({
      limit: BigInt(1),
      query: { filter: { referenceId: { exact: customerReference(customer.userId) } } },
    });
    const existing = found.customers?.[0]?.id;
    if (existing) return existing;
    const [givenName, ...rest] = customer.name.trim().split(/\s+/);
    const created = await client.customers.create({
      idempotencyKey: `amicus-customer-${customer.userId}`,
      givenName: givenName ?? customer.name,
      ...(rest.length ? { familyName: rest.join(' ') } : {}),
      emailAddress: customer.email,
      referenceId: customerReference(customer.userId),
    });
    if (!created.customer?.id) throw new PaymentProviderUnavailable('square', 'customer was not created');
    return created.customer.id;
  }

  return {
    name: 'square',
    charge: async (request): Promise<ChargeResult> => {
      try {
        // A card on file is charged on behalf of the customer it belongs to.
        let customerId: string | undefined;
        if (request.source.kind === 'card') {
          const { card } = await client.cards.get({ cardId: request.source.cardId });
          customerId = card?.customerId ?? undefined;
        }
        const { payment } = await client.payments.create({
          sourceId: request.source.kind === 'token' ? request.source.token : request.source.cardId,
          idempotencyKey: request.idempotencyKey,
          amountMoney: { amount: BigInt(request.amountCents), currency: request.currency },
          locationId: options.locationId,
          autocomplete: true,
          referenceId: request.referenceId,
          note: request.note,
          buyerEmailAddress: request.customer.email,
          ...(customerId ? { customerId } : {}),
          ...(request.source.kind === 'token' && request.source.verificationToken
            ? { verificationToken: request.source.verificationToken }
            : {}),
        });
        if (!payment?.id) throw new PaymentProviderUnavailable('square', 'payment without id');
        if (payment.status === 'FAILED' || payment.status === 'CANCELED')
          return { status: 'declined', message: 'The payment was not accepted.' };
        return { status: 'succeeded', providerPaymentId: payment.id };
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) throw error;
        return classify(error);
      }
    },
    saveCard: async (request): Promise<SaveCardResult> => {
      try {
        const customerId = await ensureCustomer(request.customer);
        const { card } = await client.cards.create({
          idempotencyKey: request.idempotencyKey,
          sourceId: request.token,
          card: {
            cardholderName: request.cardholderName,
            customerId,
            referenceId: customerReference(request.customer.userId),
            billingAddress: { addressLine1: request.billingAddress },
          },
        });
        if (!card?.id) throw new PaymentProviderUnavailable('square', 'card without id');
        return {
          status: 'saved',
          cardId: card.id,
          brand: card.cardBrand ?? 'CARD',
          last4: card.last4 ?? '????',
          expiryMonth: card.expMonth != null ? Number(card.expMonth) : request.expiryMonth,
          expiryYear: card.expYear != null ? Number(card.expYear) : request.expiryYear,
        };
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) throw error;
        return classify(error);
      }
    },
    disableCard: async (cardId) => {
      try {
        await client.cards.disable({ cardId });
      } catch (error) {
        // Already disabled or unknown at Square: the card is gone either way.
        if (error instanceof SquareError && error.statusCode === 404) return;
        if (error instanceof SquareError && error.statusCode !== undefined && error.statusCode < 500) return;
        throw new PaymentProviderUnavailable('square', 'card could not be disabled');
      }
    },
  };
}
