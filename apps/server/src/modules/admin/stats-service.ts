import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  DASHBOARD_RECENT_TRIALS,
  DASHBOARD_RECENT_USERS,
  DASHBOARD_TRIAL_WINDOW_DAYS,
} from '@amicus/contract/common/constants';
import type { AdminStats } from '@amicus/contract/admin/stats';
import type { AppContext } from '../../app-context';
import { plans, subscriptions, trials, users } from '../../db/schema/index';

const DAY_MS = 86_400_000;
const TOP_USERS = 5;

/**
 * The dashboard figures, computed by the database: one aggregate pass over each of users, trials and
 * subscriptions, and four short lists read from indexes (users by created_at and credits, trials by
 * created_at, subscriptions by plan), all seven queries at once. No table is loaded row by row.
 */
export async function adminStats(ctx: AppContext): Promise<AdminStats> {
  const since = new Date(ctx.clock.now().getTime() - DASHBOARD_TRIAL_WINDOW_DAYS * DAY_MS);
  const db = ctx.db;

  // One pass over each table, every figure of that table counted in the same scan (FILTER clauses).
  const count = sql<number>`count(*)`.mapWith(Number);
  const userFiguresQuery = db
    .select({
      total: count,
      active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
      credits: sql<number>`coalesce(sum(${users.credits}), 0)`.mapWith(Number),
    })
    .from(users);
  const trialFiguresQuery = db
    .select({
      total: count,
      recent:
        sql<number>`count(*) filter (where ${trials.createdAt} >= ${since.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(trials);
  const subscriptionFiguresQuery = db
    .select({
      total: count,
      active: sql<number>`count(*) filter (where ${subscriptions.status} = 'ACTIVE')`.mapWith(Number),
    })
    .from(subscriptions);

  const recentUsersQuery = db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(DASHBOARD_RECENT_USERS);

  const topUsersQuery = db
    .select({ id: users.id, name: users.name, email: users.email, credits: users.credits })
    .from(users)
    .orderBy(desc(users.credits), asc(users.id))
    .limit(TOP_USERS);

  const latestTrialsQuery = db
    .select({ id: trials.id, createdAt: trials.createdAt, userName: users.name })
    .from(trials)
    .innerJoin(users, eq(users.id, trials.userId))
    .orderBy(desc(trials.createdAt), desc(trials.id))
    .limit(DASHBOARD_RECENT_TRIALS);

  // Active subscribers per plan, counted from the partial index on active subscriptions; every offered plan,
  // and any retired plan that still has subscribers.
  const activeByPlan = db
    .select({ planId: subscriptions.planId, count: sql<number>`count(*)`.as('active_count') })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'ACTIVE'))
    .groupBy(subscriptions.planId)
    .as('active_by_plan');
  const activeCount = sql<number>`coalesce(${activeByPlan.count}, 0)`.mapWith(Number);
  const distributionQuery = db
    .select({ planId: plans.id, planName: plans.name, count: activeCount })
    .from(plans)
    .leftJoin(activeByPlan, eq(activeByPlan.planId, plans.id))
    .where(sql`${plans.isActive} or ${activeByPlan.count} > 0`)
    .orderBy(desc(activeCount), asc(plans.id));

  const [
    [userFigures],
    [trialFigures],
    [subscriptionFigures],
    recentUsers,
    topUsers,
    latestTrials,
    distribution,
  ] = await Promise.all([
    userFiguresQuery,
    trialFiguresQuery,
    subscriptionFiguresQuery,
    recentUsersQuery,
    topUsersQuery,
    latestTrialsQuery,
    distributionQuery,
  ]);
  const u = userFigures!;
  const t = trialFigures!;
  const s = subscriptionFigures!;

  return {
    userMetrics: {
      totalUsers: u.total,
      activeUsers: u.active,
      recentUsers: recentUsers.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    },
    mockTrialMetrics: {
      totalMockTrials: t.total,
      recentMockTrials: t.recent,
      latestMockTrials: latestTrials.map((t) => ({
        id: t.id,
        createdAt: t.createdAt.toISOString(),
        user: { name: t.userName },
      })),
    },
    subscriptionMetrics: {
      activeSubscriptions: s.active,
      totalSubscriptions: s.total,
      subscriptionPlanDistribution: distribution,
    },
    usageMetrics: { totalCredits: u.credits, topUsers },
  };
}
