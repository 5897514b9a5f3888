import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_NONCE_DECLINED,
  SANDBOX_NONCE_OK,
  savedCardSourceId,
  type SavedCard,
} from '@amicus/contract/payments/schemas';
import { createSandboxProvider } from '../../adapters/payments/sandbox-provider';
import { paymentMethods, subscriptions } from '../../db/schema/index';
import { planByName, purchase, saveCard } from '../../../test/billing-helpers';
import { asUser, createTestApp, manualClock, signUpAndLogin, type TestApp } from '../../../test/test-app';

const sandbox = createSandboxProvider();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    adapters: { payments: sandbox },
    clock: manualClock(new Date('2026-05-01T09:00:00Z')),
  });
});
afterAll(() => t.close());

const cardsOf = (userId: number) =>
  t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));

describe('POST /payment and GET /payment', () => {
  it('saves a card from a browser token and lists it without the provider’s card id', async () => {
    const user = await signUpAndLogin(t.app);
    const response = await saveCard(t.app, user, SANDBOX_NONCE_OK);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Card added successfully',
      data: {
        cardType: 'VISA',
        lastFourDigits: '1111',
        cardholderName: 'Ada Lovelace',
        expiryMonth: 12,
        expiryYear: 2039,
        billingAddress: '1 Market Street, San Francisco, CA 94105',
      },
    });
    const list = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/payment' });
    expect(list.json().data).toEqual([response.json().data]);
    expect(JSON.stringify(list.json())).not.toContain('sandbox-ccof');
    const [row] = await cardsOf(user.user.id);
    expect(row).toMatchObject({
      provider: 'sandbox',
      providerCardId: expect.stringMatching(/^sandbox-ccof-ok-/),
    });
  });

  it('keeps one card when the same token is saved twice', async () => {
    const user = await signUpAndLogin(t.app);
    await saveCard(t.app, user, SANDBOX_NONCE_OK);
    await saveCard(t.app, user, SANDBOX_NONCE_OK);
    expect(await cardsOf(user.user.id)).toHaveLength(1);
  });

  it.each([
    [{ cardholderName: '' }, 'Cardholder name is required'],
    [{ billingAddress: '  ' }, 'Billing address is required'],
    [{ expiryMonth: '13' }, 'Enter the month as MM (01–12)'],
    [{ expiryYear: '2' }, 'Enter the year as YY'],
    [{ expiryMonth: '04', expiryYear: '26' }, 'This card has expired'],
  ])('refuses %o with a clear message and stores nothing', async (change, message) => {
    const user = await signUpAndLogin(t.app);
    const response = await saveCard(t.app, user, SANDBOX_NONCE_OK, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await cardsOf(user.user.id)).toEqual([]);
  });

  it('takes a year written in full, as the card shows it, and one of two digits alike', async () => {
    const user = await signUpAndLogin(t.app);
    const full = await saveCard(t.app, user, SANDBOX_NONCE_OK, { expiryYear: '2039' });
    expect(full.statusCode).toBe(201);
    expect(full.json().data.expiryYear).toBe(2039);
    const short = await saveCard(t.app, await signUpAndLogin(t.app), SANDBOX_NONCE_OK, { expiryYear: '39' });
    expect(short.json().data.expiryYear).toBe(2039);
  });

  it('refuses a token the provider cannot read', async () => {
    const user = await signUpAndLogin(t.app);
    const response = await saveCard(t.app, user, 'cnon:expired');
    expect(response.statusCode).toBe(400);
    expect(await cardsOf(user.user.id)).toEqual([]);
  });

  it('removes a card of one’s own and answers 404 for anyone else’s', async () => {
    const owner = await signUpAndLogin(t.app);
    const card: SavedCard = (await saveCard(t.app, owner, SANDBOX_NONCE_OK)).json().data;
    const stranger = await signUpAndLogin(t.app);
    const url = `/api/v1/payment/${card.id}`;
    expect((await asUser(t.app, stranger)({ method: 'DELETE', url })).statusCode).toBe(404);
    expect(await cardsOf(owner.user.id)).toHaveLength(1);
    expect((await asUser(t.app, owner)({ method: 'DELETE', url })).statusCode).toBe(200);
    expect(await cardsOf(owner.user.id)).toEqual([]);
  });
});

describe('GET /payment/config', () => {
  it('tells the browser to use the built-in sandbox form, with no outside host allowed in the CSP', async () => {
    const user = await signUpAndLogin(t.app);
    const response = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/payment/config' });
    expect(response.json()).toEqual({
      success: true,
      provider: 'sandbox',
      applicationId: null,
      locationId: null,
      environment: 'sandbox',
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('squarecdn');
  });
});

describe('paying with a saved card', () => {
  it('buys a plan with a saved card, which the subscription keeps for renewals', async () => {
    const user = await signUpAndLogin(t.app);
    const card: SavedCard = (await saveCard(t.app, user, SANDBOX_NONCE_OK)).json().data;
    const basic = await planByName(t.app, user, 'Basic');
    const charges = sandbox.charges.length;

    const response = await purchase(t.app, user, { plan: basic, sourceId: savedCardSourceId(card.id) });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.subscription).toMatchObject({ status: 'ACTIVE', paymentMethodId: card.id });
    expect(sandbox.charges.slice(charges)).toEqual([
      expect.objectContaining({ source: 'card', amountCents: 999 }),
    ]);
  });

  it('answers 402 for a saved card that the issuer declines', async () => {
    const user = await signUpAndLogin(t.app);
    const card: SavedCard = (await saveCard(t.app, user, SANDBOX_NONCE_DECLINED)).json().data;
    expect(card.lastFourDigits).toBe('0002');
    const basic = await planByName(t.app, user, 'Basic');
    const response = await purchase(t.app, user, { plan: basic, sourceId: savedCardSourceId(card.id) });
    expect(response.statusCode).toBe(402);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id))).toEqual([]);
  });

  it('answers 404 for another user’s saved card and charges nothing', async () => {
    const owner = await signUpAndLogin(t.app);
    const card: SavedCard = (await saveCard(t.app, owner, SANDBOX_NONCE_OK)).json().data;
    const thief = await signUpAndLogin(t.app);
    const charges = sandbox.charges.length;
    const response = await purchase(t.app, thief, {
      plan: await planByName(t.app, thief, 'Basic'),
      sourceId: savedCardSourceId(card.id),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Saved card not found');
    expect(sandbox.charges.length).toBe(charges);
  });
});
