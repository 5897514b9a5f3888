import type { AdminStats } from '@amicus/contract/admin/stats';

/** A plan's bar: its share of the active subscriptions, clamped between 5 and 100 percent so it always shows. */
export function barPercent(count: number, activeSubscriptions: number): number {
  const share = activeSubscriptions > 0 ? (count / activeSubscriptions) * 100 : 0;
  return Math.min(100, Math.max(5, share));
}

export function PlanDistribution({ metrics }: { metrics: AdminStats['subscriptionMetrics'] }) {
  return (
    <ul className="space-y-4">
      {metrics.subscriptionPlanDistribution.map((plan) => {
        const percent = barPercent(plan.count, metrics.activeSubscriptions);
        return (
          <li key={plan.planId} className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="truncate font-medium">{plan.planName}</span>
              <span className="shrink-0 tabular-nums text-muted-foreground">
                {plan.count} {plan.count === 1 ? 'subscriber' : 'subscribers'}
              </span>
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="meter"
              aria-label={`${plan.planName} share of active subscriptions`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
