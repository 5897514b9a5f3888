import { CalendarClock, CalendarCheck2, Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { subscriptionMessages } from '@amicus/contract/subscriptions/messages';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { PlanFeatures } from './plan-features';
import { PlanPrice } from './plan-price';
import { RenewalNote, type ShownSubscription } from './renewal-note';

/**
 * One term of the facts list. A `dl` may group a `dt` and its `dd` in a `div`, but nothing else: the icon
 * lives inside the `dt`, placed beside both by the padding.
 */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <span className="absolute left-0 top-0.5 flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-primary/20">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}

/** 'Your Active Subscription': plan, price, status, start and next billing dates, features, and cancel. */
export function ActiveSubscriptionCard({
  subscription,
  onSaveCard,
}: {
  subscription: ShownSubscription;
  onSaveCard: () => void;
}) {
  const { plan } = subscription;
  // A paid plan with no card saved to charge will not renew: the facts must not promise it will.
  const renews = !(plan.price > 0 && subscription.renewalCard === null);
  return (
    <section
      aria-labelledby="active-subscription-title"
      data-testid="active-subscription"
      className="overflow-hidden rounded-2xl border bg-card shadow-sm"
    >
      <div className="border-b bg-gradient-to-r from-primary/10 via-primary/5 to-transparent px-6 py-5 sm:px-8">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Plan</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h2 id="active-subscription-title" className="font-serif text-3xl font-semibold tracking-tight">
            {plan.name}
          </h2>
          <Badge variant={subscription.status === 'ACTIVE' ? 'success' : 'secondary'}>
            {subscriptionMessages.statusLabels[subscription.status]}
          </Badge>
        </div>
      </div>
      <div className="grid gap-8 px-6 py-6 sm:px-8 md:grid-cols-[1fr_1fr]">
        <div className="space-y-6">
          <PlanPrice plan={plan} size="md" />
          <dl className="grid gap-5 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            <Fact icon={<CalendarCheck2 className="size-4" aria-hidden />} label="Start date">
              {formatDate(subscription.startDate)}
            </Fact>
            <Fact icon={<CalendarClock className="size-4" aria-hidden />} label="Next billing date">
              {subscription.nextBillingDate ? formatDate(subscription.nextBillingDate) : 'N/A'}
              {subscription.nextBillingDate && !renews && (
                <span className="block text-sm font-normal text-muted-foreground">
                  Not renewing: no card saved
                </span>
              )}
            </Fact>
            <Fact icon={<Coins className="size-4" aria-hidden />} label="Credits">
              {plan.creditAmount.toLocaleString('en-US')} {renews ? 'every' : 'this'} {plan.interval}
            </Fact>
          </dl>
        </div>
        <div>
          <p className="mb-3 text-sm font-medium">Included</p>
          <PlanFeatures name={plan.name} features={plan.features} />
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t bg-muted/30 px-6 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <RenewalNote subscription={subscription} onSaveCard={onSaveCard} />
        <CancelSubscriptionButton subscriptionId={subscription.id} />
      </div>
    </section>
  );
}
