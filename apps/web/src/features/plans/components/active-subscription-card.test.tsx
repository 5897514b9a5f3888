import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActiveSubscriptionCard } from './active-subscription-card';
import type { ShownSubscription } from './renewal-note';

const subscription = (renewalCard: ShownSubscription['renewalCard']): ShownSubscription => ({
  id: 1,
  userId: 2,
  planId: 3,
  plan: {
    id: 3,
    name: 'Basic',
    description: 'For occasional questions',
    price: 999,
    currency: 'USD',
    interval: 'month',
    features: ['100 credits a month'],
    creditAmount: 100,
    entitlements: { priority: false },
    status: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  status: 'ACTIVE',
  startDate: '2026-11-01T09:00:00.000Z',
  nextBillingDate: '2026-12-01T09:00:00.000Z',
  cancelledAt: null,
  paymentMethodId: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  renewalCard,
});

const renderCard = (shown: ShownSubscription) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ActiveSubscriptionCard subscription={shown} onSaveCard={() => {}} />
    </QueryClientProvider>,
  );

describe('the active subscription card', () => {
  afterEach(cleanup);

  it('promises no renewal, nor its credits, when no card is saved to charge', () => {
    renderCard(subscription(null));
    const card = screen.getByTestId('active-subscription');
    expect(card.textContent).toContain('This plan will not renew on');
    expect(card.textContent).toContain('Not renewing: no card saved');
    expect(card.textContent).toContain('100 this month');
    expect(card.textContent).not.toContain('every month');
  });

  it('says a renewal charges the saved card and brings the credits every month', () => {
    renderCard(subscription({ id: 9, cardType: 'VISA', lastFourDigits: '1111' }));
    const card = screen.getByTestId('active-subscription');
    expect(card.textContent).toMatch(/Renews automatically on .+ with your Visa card ending in 1111\./);
    expect(card.textContent).toContain('100 every month');
    expect(card.textContent).not.toContain('Not renewing');
  });
});
