import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_NONCE_DECLINED,
  SANDBOX_NONCE_OK,
  savedCardSourceId,
} from '@amicus/contract/payments/schemas';
import { planByName, purchase, saveCard } from '../../../test/billing-helpers';
import { startFakeSquare, type FakeSquare, type SquareRequest } from '../../../test/fake-square-server';
import { asUser, createTestApp, manualClock, signUpAndLogin, type TestApp } from '../../../test/test-app';
import { runRenewals } from './renewal';
import { createSquareProvider } from '../../adapters/payments/square-provider';

const squareEnv = {
  PAYMENTS_PROVIDER: 'square',
  SQUARE_ACCESS_TOKEN: 'EAAAl-test-access-token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-test-app',
  SQUARE_LOCATION_ID: 'LTESTLOCATION',
  SQUARE_ENVIRONMENT: 'sandbox',
};

let square: FakeSquare;
let t: TestApp;
const clock = manualClock(new Date('2026-04-01T10:00:00Z'));
beforeAll(async () => {
  square = await startFakeSquare();
  t = await createTestApp({
    env: squareEnv,
    clock,
    adapters: {
      payments: createSquareProvider({
        accessToken: squareEnv.SQUARE_ACCESS_TOKEN,
        locationId: squareEnv.SQUARE_LOCATION_ID,
        environment: 'sandbox',
        baseUrl: square.url,
        maxRetries: 0,
      }),
    },
  });
});
afterAll(async () => {
  await t.close();
  await square.close();
});

const sent = (path: string, from = 0): SquareRequest[] =>
  square.requests.slice(from).filter((r) => r.path === path);

describe('Square as the payment provider', () => {
  it('gives the browser its application and location ids, and allows exactly its SDK hosts in the CSP', async () => {
    const user = await signUpAndLogin(t.app);
    const config = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/payment/config' });
    expect(config.json()).toEqual({
      success: true,
      provider: 'square',
      applicationId: 'sandbox-sq0idb-test-app',
      locationId: 'LTESTLOCATION',
      environment: 'sandbox',
    });
    const csp = String(config.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://sandbox.web.squarecdn.com;");
    expect(csp).toContain("frame-src 'self' https://sandbox.web.squarecdn.com;");
    expect(csp).toContain(
      "connect-src 'self' https://sandbox.web.squarecdn.com https://pci-connect.squareupsandbox.com;",
    );
    expect(JSON.stringify(config.json())).not.toContain(squareEnv.SQUARE_ACCESS_TOKEN);
  });

  it('charges a browser token through the Payments API with the plan price, location and an idempotency key', async () => {
    const user = await signUpAndLogin(t.app);
    const professional = await planByName(t.app, user, 'Professional');
    const from = square.requests.length;

    const response = await purchase(t.app, user, { plan: professional, sourceId: 'cnon:fake-browser-token' });

    expect(response.statusCode).toBe(200);
    const [request, ...others] = sent('/v2/payments', from);
    expect(others).toEqual([]);
    expect(request!.method).toBe('POST');
    expect(request!.headers.authorization).toBe(`Bearer ${squareEnv.SQUARE_ACCESS_TOKEN}`);
    expect(request!.headers['square-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(request!.body).toMatchObject({
      source_id: 'cnon:fake-browser-token',
      amount_money: { amount: 2999, currency: 'USD' },
      location_id: 'LTESTLOCATION',
      autocomplete: true,
      buyer_email_address: user.user.email,
      reference_id: `payment-${response.json().data.payment.id}`,
    });
    expect(String(request!.body!.idempotency_key)).toMatch(/^amicus-[0-9a-f]{32}$/);
    expect(String(request!.body!.idempotency_key).length).toBeLessThanOrEqual(45);
  });

  it('answers 402 with a decline the buyer can act on, never Square’s raw code', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const response = await purchase(t.app, user, { plan: basic, sourceId: SANDBOX_NONCE_DECLINED });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(
      'Your card was declined. Please try another card, or ask your bank why it was refused.',
    );
  });

  it('answers 502 when Square is down, and a retry with the same key sends Square the same idempotency key', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    const key = randomUUID();
    const from = square.requests.length;

    const down = await purchase(t.app, user, { plan: basic, sourceId: 'cnon:outage', idempotencyKey: key });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(
      'The payment service is unavailable right now. Please try again in a few minutes.',
    );
    square.recover();
    const retried = await purchase(t.app, user, {
      plan: basic,
      sourceId: 'cnon:outage',
      idempotencyKey: key,
    });
    expect(retried.statusCode).toBe(200);

    const keys = sent('/v2/payments', from).map((r) => r.body!.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(t.logs.join('\n')).not.toContain(squareEnv.SQUARE_ACCESS_TOKEN);
  });

  it('saves a card on file under one Square customer per user, then charges it with that customer', async () => {
    const user = await signUpAndLogin(t.app);
    const from = square.requests.length;

    const saved = await saveCard(t.app, user, SANDBOX_NONCE_OK);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      cardType: 'MASTERCARD',
      lastFourDigits: '5100',
      expiryMonth: 11,
      expiryYear: 2031,
    });
    const [search] = sent('/v2/customers/search', from);
    expect(search!.body).toMatchObject({
      query: { filter: { reference_id: { exact: `amicus-user-${user.user.id}` } } },
    });
    const [customer] = sent('/v2/customers', from);
    expect(customer!.body).toMatchObject({
      given_name: 'Test',
      family_name: 'User',
      email_address: user.user.email,
      reference_id: `amicus-user-${user.user.id}`,
    });
    const [card] = sent('/v2/cards', from);
    expect(card!.body).toMatchObject({
      source_id: SANDBOX_NONCE_OK,
      card: {
        cardholder_name: 'Ada Lovelace',
        customer_id: expect.stringMatching(/^CUST/),
        billing_address: { address_line_1: '1 Market Street, San Francisco, CA 94105' },
      },
    });
    expect(String(card!.body!.idempotency_key).length).toBeLessThanOrEqual(45);

    // A second card of the same user reuses the customer found by reference id.
    const second = square.requests.length;
    await saveCard(t.app, user, 'cnon:another-token');
    expect(sent('/v2/customers', second)).toEqual([]);

    const cardId = saved.json().data.id as number;
    const paying = square.requests.length;
    const response = await purchase(t.app, user, {
      plan: await planByName(t.app, user, 'Basic'),
      sourceId: savedCardSourceId(cardId),
    });
    expect(response.statusCode).toBe(200);
    const [payment] = sent('/v2/payments', paying);
    expect(payment!.body).toMatchObject({
      source_id: expect.stringMatching(/^ccof:/),
      customer_id: expect.stringMatching(/^CUST/),
      amount_money: { amount: 999, currency: 'USD' },
    });

    // Renewal a month later charges the same card on file.
    clock.set(new Date('2026-05-01T10:00:01Z'));
    const renewing = square.requests.length;
    await runRenewals(t.app.ctx, t.app.log);
    const renewal = sent('/v2/payments', renewing).find(
      (r) => r.body!.source_id === payment!.body!.source_id,
    );
    expect(renewal?.body).toMatchObject({ amount_money: { amount: 999 }, note: 'Amicus Basic plan renewal' });
    clock.set(new Date('2026-04-01T10:00:00Z'));

    const removing = square.requests.length;
    const removed = await asUser(t.app, user)({ method: 'DELETE', url: `/api/v1/payment/${cardId}` });
    expect(removed.statusCode).toBe(200);
    expect(square.requests.slice(removing).map((r) => `${r.method} ${r.path}`)).toContain(
      `POST /v2/cards/${encodeURIComponent(String(payment!.body!.source_id))}/disable`,
    );
  });
});

describe('Square production environment', () => {
  it('allows only the production SDK hosts', async () => {
    const production = await createTestApp({ env: { ...squareEnv, SQUARE_ENVIRONMENT: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/v1/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://web.squarecdn.com;");
      expect(csp).toContain("connect-src 'self' https://web.squarecdn.com https://pci-connect.squareup.com;");
      expect(csp).not.toContain('sandbox');
    } finally {
      await production.close();
    }
  });
});
