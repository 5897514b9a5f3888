import { CreditCard, Gavel, Users, Wallet } from 'lucide-react';
import { adminMessages } from '@amicus/contract/admin/messages';
import { Badge } from '@/components/ui/badge';
import { formatRelative } from '@/lib/format';
import { useAdminStats } from '../api/stats/get-stats';
import { AdminPage } from '../components/admin-page';
import { ListCard, ListCardSkeleton, ListRow } from '../components/dashboard/list-card';
import { PlanDistribution } from '../components/dashboard/plan-distribution';
import { StatCard, StatCardSkeleton } from '../components/dashboard/stat-card';
import { UserAvatar } from '../components/user-avatar';

const number = (n: number) => n.toLocaleString('en-US');

/** /admin/dashboard: four figures and four short lists from GET /admin/stats. */
export function DashboardPage() {
  const stats = useAdminStats();

  return (
    <AdminPage title="Dashboard" description="Accounts, mock trials, subscriptions and credits at a glance.">
      {stats.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 p-6 text-center text-sm font-medium text-destructive"
        >
          {adminMessages.dashboardFailed}
        </div>
      ) : !stats.data ? (
        <div className="space-y-6" aria-busy="true" aria-label="Loading dashboard">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <StatCardSkeleton key={i} />
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <ListCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : (
        <DashboardContent stats={stats.data} />
      )}
    </AdminPage>
  );
}

function DashboardContent({ stats }: { stats: NonNullable<ReturnType<typeof useAdminStats>['data']> }) {
  const {
    userMetrics: users,
    mockTrialMetrics: trials,
    subscriptionMetrics: subs,
    usageMetrics: usage,
  } = stats;
  const activePercent =
    subs.totalSubscriptions > 0 ? Math.round((subs.activeSubscriptions / subs.totalSubscriptions) * 100) : 0;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Users"
          value={number(users.totalUsers)}
          detail={`${number(users.activeUsers)} active users`}
          icon={Users}
        />
        <StatCard
          title="Mock Trials"
          value={number(trials.totalMockTrials)}
          detail={`${number(trials.recentMockTrials)} in the last 30 days`}
          icon={Gavel}
        />
        <StatCard
          title="Active Subscriptions"
          value={number(subs.activeSubscriptions)}
          detail={`${activePercent}% of ${number(subs.totalSubscriptions)} total`}
          icon={CreditCard}
        />
        <StatCard
          title="Total Credits"
          value={number(usage.totalCredits)}
          detail="Across all users"
          icon={Wallet}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard
          title="Recent Users"
          description="The newest accounts"
          empty={users.recentUsers.length ? undefined : 'No users yet'}
        >
          <ul className="divide-y">
            {users.recentUsers.map((user) => (
              <ListRow
                key={user.id}
                lead={<UserAvatar name={user.name} />}
                title={user.name}
                detail={user.email}
                trail={formatRelative(user.createdAt)}
              />
            ))}
          </ul>
        </ListCard>

        <ListCard
          title="Recent Mock Trials"
          description="The latest cases submitted"
          empty={trials.latestMockTrials.length ? undefined : 'No mock trials yet'}
        >
          <ul className="divide-y">
            {trials.latestMockTrials.map((trial) => (
              <ListRow
                key={trial.id}
                lead={
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold/20 text-gold-foreground dark:text-gold">
                    <Gavel className="size-4" aria-hidden />
                  </span>
                }
                title={`Trial #${trial.id}`}
                detail={trial.user.name}
                trail={formatRelative(trial.createdAt)}
              />
            ))}
          </ul>
        </ListCard>

        <ListCard
          title="Top Users"
          description="Most credits in hand"
          empty={usage.topUsers.length ? undefined : 'No users yet'}
        >
          <ul className="divide-y">
            {usage.topUsers.map((user) => (
              <ListRow
                key={user.id}
                lead={<UserAvatar name={user.name} />}
                title={user.name}
                detail={user.email}
                trail={
                  <Badge variant="secondary" className="tabular-nums">
                    {number(user.credits)} credits
                  </Badge>
                }
              />
            ))}
          </ul>
        </ListCard>

        <ListCard
          title="Subscription Plan Distribution"
          description="Active subscribers per plan"
          empty={subs.subscriptionPlanDistribution.length ? undefined : 'No plans yet'}
        >
          <PlanDistribution metrics={subs} />
        </ListCard>
      </div>
    </div>
  );
}
