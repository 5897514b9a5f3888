import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  insertSubscription,
  insertTrial,
  planIdByName,
  type Account,
} from '../../../test/admin-fixtures';
import { asUser, createTestApp, loginAdmin, type Session, type TestApp } from '../../../test/test-app';

const DAY = 86_400_000;

let t: TestApp;
let admin: Session;
let people: Account[];
let trialIds: number[];
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_CREDITS: '10' } });
  admin = await loginAdmin(t.app);
  people = [];
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'])
    people.push(await createAccount(t.app, admin, { name }));
  const [ada, grace, alan] = people as [Account, Account, Account];
  // Alan is deactivated; Ada gets 90 more credits (100 in all).
  await asUser(
    t.app,
    admin,
  )({
    method: 'PUT',
    url: `/api/v1/users/${alan.id}`,
    payload: { name: alan.name, email: alan.email, username: alan.username, role: 'user', isActive: false },
  });
  await asUser(
    t.app,
    admin,
  )({ method: 'POST', url: `/api/v1/users/${ada.id}/credits`, payload: { amount: 90 } });

  const now = Date.now();
  trialIds = [
    await insertTrial(t.db, grace.id, new Date(now - 40 * DAY)),
    await insertTrial(t.db, ada.id, new Date(now - 3 * DAY)),
    await insertTrial(t.db, grace.id, new Date(now - DAY)),
  ];
  const [basic, professional] = [await planIdByName(t.db, 'Basic'), await planIdByName(t.db, 'Professional')];
  await insertSubscription(t.db, ada.id, basic, 'ACTIVE');
  await insertSubscription(t.db, grace.id, professional, 'ACTIVE');
  await insertSubscription(t.db, alan.id, basic, 'CANCELLED');
});
afterAll(() => t.close());

describe('GET /admin/stats', () => {
  it('answers data.stats with the figures of the data the test made', async () => {
    const response = await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/admin/stats' });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    const { userMetrics, mockTrialMetrics, subscriptionMetrics, usageMetrics } = data.stats;
    const [ada, grace, alan] = people as [Account, Account, Account];

    // The seeded admin and three people, one of them deactivated.
    expect(userMetrics).toMatchObject({ totalUsers: 4, activeUsers: 3 });
    expect(userMetrics.recentUsers.map((u: { id: number }) => u.id)).toEqual([
      alan.id,
      grace.id,
      ada.id,
      admin.user.id,
    ]);
    expect(userMetrics.recentUsers[0]).toEqual({
      id: alan.id,
      name: 'Alan Turing',
      email: alan.email,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // Three trials, two of them in the last 30 days; newest first, with the owner's name.
    expect(mockTrialMetrics).toMatchObject({ totalMockTrials: 3, recentMockTrials: 2 });
    expect(mockTrialMetrics.latestMockTrials).toEqual([
      { id: trialIds[2], createdAt: expect.any(String), user: { name: 'Grace Hopper' } },
      { id: trialIds[1], createdAt: expect.any(String), user: { name: 'Ada Lovelace' } },
      { id: trialIds[0], createdAt: expect.any(String), user: { name: 'Grace Hopper' } },
    ]);

    // Two active subscriptions of three; every offered plan with its active subscribers.
    expect(subscriptionMetrics).toMatchObject({ activeSubscriptions: 2, totalSubscriptions: 3 });
    const distribution = Object.fromEntries(
      subscriptionMetrics.subscriptionPlanDistribution.map((p: { planName: string; count: number }) => [
        p.planName,
        p.count,
      ]),
    );
    expect(distribution).toEqual({ Basic: 1, Professional: 1, Enterprise: 0 });
    expect(subscriptionMetrics.subscriptionPlanDistribution[0]).toEqual({
      planId: expect.any(Number),
      planName: 'Basic',
      count: 1,
    });

    // 10 sign-up credits each, 90 more for Ada; the admin has none.
    expect(usageMetrics.totalCredits).toBe(10 + 10 + 10 + 90);
    expect(usageMetrics.topUsers).toEqual([
      { id: ada.id, name: 'Ada Lovelace', email: ada.email, credits: 100 },
      { id: grace.id, name: 'Grace Hopper', email: grace.email, credits: 10 },
      { id: alan.id, name: 'Alan Turing', email: alan.email, credits: 10 },
      { id: admin.user.id, name: 'Administrator', email: admin.user.email, credits: 0 },
    ]);
  });

  it('shows at most 5 recent users and 5 latest trials', async () => {
    const extra: Account[] = [];
    for (let i = 0; i < 3; i++) extra.push(await createAccount(t.app, admin));
    for (let i = 0; i < 4; i++) await insertTrial(t.db, extra[0]!.id);
    const { stats } = (await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/admin/stats' })).json().data;
    expect(stats.userMetrics.totalUsers).toBe(7);
    expect(stats.userMetrics.recentUsers).toHaveLength(5);
    expect(stats.userMetrics.recentUsers[0].id).toBe(extra[2]!.id);
    expect(stats.mockTrialMetrics.latestMockTrials).toHaveLength(5);
    expect(stats.mockTrialMetrics).toMatchObject({ totalMockTrials: 7, recentMockTrials: 6 });
    expect(stats.usageMetrics.topUsers).toHaveLength(5);
  });
});
