import type { Card, TokenResult } from '@square/web-payments-sdk-types';
import { useEffect, useRef, useState } from 'react';
import { paymentMessages as m } from '@amicus/contract/payments/messages';
import type { PaymentConfig } from '@amicus/contract/payments/schemas';
import { loadSquare } from './load-square';

export type BillingContact = { givenName?: string; familyName?: string; email?: string };

export type SquareTokenize = (
  details: { intent: 'CHARGE'; amountCents: number } | { intent: 'STORE' },
  contact: BillingContact,
) => Promise<
  { ok: true; token: string; expMonth?: number; expYear?: number } | { ok: false; message: string }
>;

function describeFailure(result: TokenResult): string {
  const errors = 'errors' in result ? result.errors.map((e) => e.message).join('; ') : '';
  return m.tokenizationFailed(result.status, errors);
}

/**
 * Square's card element, attached to the returned ref once the SDK has loaded with the server's application and
 * location ids. `tokenize` runs Square's buyer verification with the billing contact and the charge intent.
 */
export function useSquareCard(config: PaymentConfig) {
  const containerRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<Card | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const container = containerRef.current;
    if (!container || !config.applicationId || !config.locationId) {
      setState('failed');
      return;
    }
    (async () => {
      const square = await loadSquare(config.environment);
      const payments = square.payments(config.applicationId!, config.locationId!);
      const card = await payments.card();
      if (cancelled) return void card.destroy();
      await card.attach(container);
      cardRef.current = card;
      setState('ready');
    })().catch((error: unknown) => {
      console.error('Square card form failed to load', error);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      void cardRef.current?.destroy();
      cardRef.current = null;
    };
  }, [config.applicationId, config.locationId, config.environment]);

  const tokenize: SquareTokenize = async (details, contact) => {
    const card = cardRef.current;
    if (!card) return { ok: false, message: m.sdkNotReady };
    const verification =
      details.intent === 'CHARGE'
        ? {
            intent: 'CHARGE' as const,
            amount: (details.amountCents / 100).toFixed(2),
            currencyCode: 'USD',
            billingContact: contact,
            customerInitiated: true,
            sellerKeyedIn: false,
          }
        : {
            intent: 'STORE' as const,
            billingContact: contact,
            customerInitiated: true,
            sellerKeyedIn: false,
          };
    const result = await card.tokenize(verification);
    if (result.status !== 'OK') return { ok: false, message: describeFailure(result) };
    const info = result.details?.card;
    return { ok: true, token: result.token, expMonth: info?.expMonth, expYear: info?.expYear };
  };

  return { containerRef, state, tokenize, initError: state === 'failed' ? m.sdkInitFailed : undefined };
}
