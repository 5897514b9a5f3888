import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionMessages } from '@amicus/contract/subscriptions/messages';
import { createSquareProvider } from '../../adapters/payments/square-provider';
import { creditLedger, payments, subscriptions } from '../../db/schema/index';
import {
  createSharedDatabaseApps,
  creditsOf,
  planByName,
  purchase,
  type SharedDatabaseApps,
} from '../../../test/billing-helpers';
import { startFakeSquare, type FakeSquare } from '../../../test/fake-square-server';
import { signUpAndLogin } from '../../../test/test-app';

// Two instances on one database (each with its own pool on PostgreSQL) and one Redis, as behind a load
// balancer, charging through a local stand-in for Square that records every charge it takes.
let square: FakeSquare;
let shared: SharedDatabaseApps;
beforeAll(async () => {
  square = await startFakeSquare();
  shared = await createSharedDatabaseApps(2, {
    env: {
      REDIS_URL: 'redis://127.0.0.1:6379',
      PAYMENTS_PROVIDER: 'square',
      SQUARE_ACCESS_TOKEN: 'EAAAl-test-access-token',
      SQUARE_APPLICATION_ID: 'sandbox-sq0idb-test-app',
      SQUARE_LOCATION_ID: 'LTESTLOCATION',
    },
    adapters: {
      payments: createSquareProvider({
        accessToken: 'EAAAl-test-access-token',
        locationId: 'LTESTLOCATION',
        environment: 'sandbox',
        baseUrl: square.url,
        maxRetries: 0,
      }),
    },
  });
});
afterAll(async () => {
  await shared?.close();
  await square?.close();
});

const charges = () => square.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments');

describe('POST /payment/process racing on two instances', () => {
  it('charges once for ten parallel purchases of one plan under ten keys; the other nine are told they are on it', async () => {
    const a = shared.apps[0]!;
    const b = shared.apps[1]!;
    const user = await signUpAndLogin(a);
    const professional = await planByName(a, user, 'Professional');
    const creditsBefore = await creditsOf(shared.db, user.user.id);
    const chargesBefore = charges().length;

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => purchase(i % 2 === 0 ? a : b, user, { plan: professional })),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: subscriptionMessages.alreadyOnPlan,
      });
    expect(charges().length - chargesBefore).toBe(1);
    const rows = await shared.db.select().from(payments).where(eq(payments.userId, user.user.id));
    expect(rows.map((row) => row.status)).toEqual(['COMPLETED']);
    const active = await shared.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.user.id), eq(subscriptions.status, 'ACTIVE')));
    expect(active).toHaveLength(1);
    const grants = await shared.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.user.id), eq(creditLedger.reason, 'purchase')));
    expect(grants).toHaveLength(1);
    expect(await creditsOf(shared.db, user.user.id)).toBe(creditsBefore + professional.creditAmount);
  });

  it("does not hold one user's purchase up behind another's: four users buying at once are all charged", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signUpAndLogin(shared.apps[0]!)));
    const basic = await planByName(shared.apps[0]!, users[0]!, 'Basic');
    const chargesBefore = charges().length;

    const answers = await Promise.all(
      users.map((user, i) => purchase(shared.apps[i % 2]!, user, { plan: basic })),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(charges().length - chargesBefore).toBe(4);
  });
});
