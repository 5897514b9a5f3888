import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NONCE_OK, savedCardSourceId } from '@amicus/contract/payments/schemas';
import { createSandboxProvider } from '../../adapters/payments/sandbox-provider';
import {
  createSharedDatabaseApps,
  mailsTo,
  planByName,
  purchase,
  saveCard,
  type SharedDatabaseApps,
} from '../../../test/billing-helpers';
import { asUser, login, manualClock, newUserBody, type Session } from '../../../test/test-app';
import { warnRenewalsWithoutCard } from './renewal-warnings';

const PASSWORD = 'Warning#Pass-2026';
const WARNING_SUBJECT = 'Save a card to renew your Amicus subscription';
// Bought on 31 January: the first renewal is on 28 February at 10:00.
const clock = manualClock(new Date('2026-01-31T10:00:00Z'));
let shared: SharedDatabaseApps;
let app: FastifyInstance;
let other: FastifyInstance;
beforeAll(async () => {
  shared = await createSharedDatabaseApps(2, { clock, adapters: { payments: createSandboxProvider() } });
  [app, other] = shared.apps as [FastifyInstance, FastifyInstance];
});
afterAll(() => shared.close());

async function subscriber(card: 'saved' | 'entered-once'): Promise<Session> {
  clock.set(new Date('2026-01-31T10:00:00Z'));
  const body = newUserBody({ password: PASSWORD });
  expect((await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body })).statusCode).toBe(
    201,
  );
  const user = await login(app, body.username, body.password);
  const sourceId =
    card === 'saved'
      ? savedCardSourceId((await saveCard(app, user, SANDBOX_NONCE_OK)).json().data.id)
      : SANDBOX_NONCE_OK;
  const bought = await purchase(app, user, { plan: await planByName(app, user, 'Basic'), sourceId });
  expect(bought.statusCode).toBe(200);
  return user;
}

const renewalCardOf = async (user: Session) =>
  (await asUser(app, user)({ method: 'GET', url: '/api/v1/payment/user-subscription' })).json().data
    .renewalCard;
const warningsTo = async (user: Session) =>
  (await mailsTo(shared.db, user.user.email)).filter((mail) => mail.subject === WARNING_SUBJECT);
const warnAt = (iso: string, instance: FastifyInstance = app) =>
  warnRenewalsWithoutCard(instance.ctx, instance.log, { now: new Date(iso) });

describe('GET /payment/user-subscription', () => {
  it('names the saved card the renewal will charge', async () => {
    const user = await subscriber('saved');
    expect(await renewalCardOf(user)).toEqual({
      id: expect.any(Number),
      cardType: 'VISA',
      lastFourDigits: expect.any(String),
    });
  });

  it('says no card will be charged for a plan paid with a card entered once, until one is saved', async () => {
    const user = await subscriber('entered-once');
    expect(await renewalCardOf(user)).toBeNull();
    expect((await saveCard(app, user, SANDBOX_NONCE_OK)).statusCode).toBe(201);
    expect(await renewalCardOf(user)).toMatchObject({ cardType: 'VISA' });
  });
});

describe('warnRenewalsWithoutCard', () => {
  it('e-mails a subscriber with no card to charge once, a week before the renewal date', async () => {
    const user = await subscriber('entered-once');
    await warnAt('2026-02-20T09:00:00Z');
    expect(await warningsTo(user)).toEqual([]);

    // Two instances at the same moment, then again later: one mail for this billing date.
    await Promise.all([warnAt('2026-02-21T10:00:01Z'), warnAt('2026-02-21T10:00:01Z', other)]);
    await warnAt('2026-02-25T10:00:00Z');
    const [mail, ...more] = await warningsTo(user);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('is due to renew on 2026-02-28, but there is no saved card on your account');
    expect(mail!.text).toContain('/chat/products');
  });

  it('warns nobody whose renewal has a card, or who saved one in time', async () => {
    const saved = await subscriber('saved');
    const savedLater = await subscriber('entered-once');
    expect((await saveCard(app, savedLater, SANDBOX_NONCE_OK)).statusCode).toBe(201);
    await warnAt('2026-02-27T10:00:00Z');
    expect(await warningsTo(saved)).toEqual([]);
    expect(await warningsTo(savedLater)).toEqual([]);
  });
});
