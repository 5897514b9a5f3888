import type { Square } from '@square/web-payments-sdk-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentConfig } from '@amicus/contract/payments/schemas';
import { useSessionStore } from '@/lib/session-store';
import { publicUser } from '@/test/fake-api-server';
import { CardPaymentForm } from './card-payment-form';

const squareConfig: PaymentConfig = {
  success: true,
  provider: 'square',
  applicationId: 'sandbox-sq0idb-app',
  locationId: 'LOC123',
  environment: 'sandbox',
};

type Tokenize = (details: unknown) => Promise<unknown>;

/**
 * A stand-in for Square's Web Payments SDK at its browser edge (window.Square), as the CDN script would
 * install it: records what the form asks of it and answers tokenize as told.
 */
function installFakeSquare(tokenize: Tokenize, options: { failCard?: boolean } = {}) {
  const calls = { payments: [] as unknown[][], attach: [] as unknown[], tokenize: [] as unknown[] };
  const fake = {
    payments: (...args: unknown[]) => {
      calls.payments.push(args);
      return {
        card: async () => {
          if (options.failCard) throw new Error('InvalidApplicationIdError');
          return {
            attach: async (target: unknown) => void calls.attach.push(target),
            tokenize: (details: unknown) => {
              calls.tokenize.push(details);
              return tokenize(details);
            },
            destroy: async () => true,
          };
        },
      };
    },
  };
  window.Square = fake as unknown as Square;
  return calls;
}

function renderForm(config: PaymentConfig, onToken = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <CardPaymentForm config={config} amountCents={2999} busy={false} onToken={onToken} />
    </QueryClientProvider>,
  );
  return onToken;
}

beforeEach(() => {
  useSessionStore
    .getState()
    .signIn('token', { ...publicUser(), name: 'Maria Lopez', email: 'maria@example.com' }, true);
});
afterEach(() => {
  delete window.Square;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('the card tab with Square configured', () => {
  it('loads Square’s form with the server’s ids and sends only the token it returns', async () => {
    const calls = installFakeSquare(async () => ({ status: 'OK', token: 'cnon:from-square' }));
    const onToken = renderForm(squareConfig);
    await waitFor(() => expect(calls.attach).toHaveLength(1));
    expect(calls.payments).toEqual([['sandbox-sq0idb-app', 'LOC123']]);

    await userEvent.click(await screen.findByRole('button', { name: 'Pay $29.99' }));

    await waitFor(() => expect(onToken).toHaveBeenCalledWith('cnon:from-square'));
    expect(calls.tokenize).toEqual([
      {
        intent: 'CHARGE',
        amount: '29.99',
        currencyCode: 'USD',
        billingContact: { givenName: 'Maria', familyName: 'Lopez', email: 'maria@example.com' },
        customerInitiated: true,
        sellerKeyedIn: false,
      },
    ]);
  });

  it('shows the tokenisation status and errors and sends nothing', async () => {
    installFakeSquare(async () => ({
      status: 'Invalid',
      errors: [{ type: 'ValidationError', message: 'Card number is not valid' }],
    }));
    const onToken = renderForm(squareConfig);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $29.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tokenization failed with status: Invalid (Card number is not valid)',
    );
    expect(onToken).not.toHaveBeenCalled();
  });

  it('says so when Square’s form cannot be set up', async () => {
    installFakeSquare(async () => ({}), { failCard: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(squareConfig);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to initialize payment form. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Pay $29.99' })).toBeDisabled();
  });
});

describe('the card tab with the sandbox', () => {
  it('never loads anything from Square', async () => {
    const onToken = renderForm({
      ...squareConfig,
      provider: 'sandbox',
      applicationId: null,
      locationId: null,
    });
    await userEvent.type(screen.getByLabelText('Cardholder Name'), 'Maria Lopez');
    await userEvent.type(screen.getByLabelText('Card Number'), '4111111111111111');
    await userEvent.type(screen.getByLabelText('Month'), '12');
    await userEvent.type(screen.getByLabelText('Year'), '30');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $29.99' }));
    expect(onToken).toHaveBeenCalledWith('cnon:card-nonce-ok');
    expect(document.querySelector('script[src*="squarecdn"]')).toBeNull();
  });

  it('says the card is charged once and renewals need a saved card', () => {
    renderForm({ ...squareConfig, provider: 'sandbox', applicationId: null, locationId: null });
    expect(
      screen.getByText(
        'A card entered here is charged once. To renew your plan automatically, pay with a saved card instead.',
      ),
    ).toBeVisible();
  });
});
