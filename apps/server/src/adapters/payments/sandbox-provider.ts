import { createHash, randomBytes } from 'node:crypto';
import { SANDBOX_NONCE_DECLINED, SANDBOX_NONCE_OK } from '@amicus/contract/payments/schemas';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  SaveCardRequest,
  SaveCardResult,
} from './payment-provider';
import { declineMessage } from './decline-messages';

/** What the buyer is told for Square's declined test nonce (GENERIC_DECLINE). */
export const SANDBOX_DECLINE_MESSAGE = declineMessage('GENERIC_DECLINE');
const INVALID_TOKEN_MESSAGE = 'The card token is not valid. Please enter your card details again.';

/** A card saved from the declined nonce keeps that outcome, so renewals can be tested both ways. */
const OK_CARD = 'sandbox-ccof-ok-';
const DECLINED_CARD = 'sandbox-ccof-declined-';

export type SandboxCharge = { idempotencyKey: string; amountCents: number; source: string; outcome: string };

export type SandboxProvider = PaymentProvider & {
  /** Every distinct charge taken (a repeated idempotency key is answered from memory, as Square does). */
  readonly charges: readonly SandboxCharge[];
  /** The idempotency key of every charge request, replays included: what our side asked for. */
  readonly requests: readonly string[];
};

/**
 * The built-in provider: Square's sandbox test values, offline. `cnon:card-nonce-ok` succeeds,
 * `cnon:card-nonce-declined` is declined; a card saved from either keeps that outcome when charged later.
 * Replays of an idempotency key answer the first result without charging again.
 */
export function createSandboxProvider(): SandboxProvider {
  const charges: SandboxCharge[] = [];
  const requests: string[] = [];
  const answered = new Map<string, ChargeResult>();
  const savedCards = new Map<string, SaveCardResult>();

  function outcomeOf(request: ChargeRequest): ChargeResult {
    const { source } = request;
    const reference = source.kind === 'token' ? source.token : source.cardId;
    if (reference === SANDBOX_NONCE_OK || reference.startsWith(OK_CARD)) {
      const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
      return { status: 'succeeded', providerPaymentId: `sandbox-pay-${digest}` };
    }
    if (reference === SANDBOX_NONCE_DECLINED || reference.startsWith(DECLINED_CARD))
      return { status: 'declined', message: SANDBOX_DECLINE_MESSAGE };
    return { status: 'invalid', message: INVALID_TOKEN_MESSAGE };
  }

  return {
    name: 'sandbox',
    charges,
    requests,
    charge: async (request) => {
      requests.push(request.idempotencyKey);
      const earlier = answered.get(request.idempotencyKey);
      if (earlier) return earlier;
      const result = outcomeOf(request);
      answered.set(request.idempotencyKey, result);
      if (result.status !== 'invalid') {
        charges.push({
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          source: request.source.kind,
          outcome: result.status,
        });
      }
      return result;
    },
    saveCard: async (request: SaveCardRequest) => {
      const earlier = savedCards.get(request.idempotencyKey);
      if (earlier) return earlier;
      const ok = request.token === SANDBOX_NONCE_OK;
      const result: SaveCardResult =
        ok || request.token === SANDBOX_NONCE_DECLINED
          ? {
              status: 'saved',
              cardId: `${ok ? OK_CARD : DECLINED_CARD}${randomBytes(9).toString('hex')}`,
              // Square's sandbox reports its test cards as Visa; the last four follow the browser's test cards.
              brand: 'VISA',
              last4: ok ? '1111' : '0002',
              expiryMonth: request.expiryMonth,
              expiryYear: request.expiryYear,
            }
          : { status: 'invalid', message: INVALID_TOKEN_MESSAGE };
      savedCards.set(request.idempotencyKey, result);
      return result;
    },
    disableCard: async () => undefined,
  };
}
