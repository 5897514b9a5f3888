import { Coins } from 'lucide-react';
import { planMessages } from '@amicus/contract/plans/messages';
import type { Plan } from '@amicus/contract/plans/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PlanFeatures } from './plan-features';
import { PlanPrice } from './plan-price';

export type PlanAction = { label: string; onClick?: () => void; disabled?: boolean };

/** Professional is the plan marked 'Most Popular'. */
export const isMostPopular = (plan: Plan) => plan.name.trim().toLowerCase() === 'professional';

/** One plan: name, description, price per interval, credits, features and its one action. */
export function PlanCard({
  plan,
  action,
  current = false,
  headingLevel = 'h3',
}: {
  plan: Plan;
  action: PlanAction;
  current?: boolean;
  /** h2 where the cards sit right under the page's h1, h3 under a section's h2: no level is skipped. */
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const popular = isMostPopular(plan);
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="plan-card"
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow sm:p-7',
        popular && !current && 'border-primary/60 shadow-lg shadow-primary/10 ring-1 ring-primary/30',
        current && 'border-success/60 ring-1 ring-success/30',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading id={titleId} className="font-serif text-2xl font-semibold">
          {plan.name}
        </Heading>
        {current ? (
          <Badge variant="success">{planMessages.currentPlan}</Badge>
        ) : (
          popular && <Badge variant="gold">{planMessages.mostPopular}</Badge>
        )}
      </div>
      {/* Two lines kept free on wide grids, so prices line up across cards whatever the description's length. */}
      <p className="mt-2 text-sm text-muted-foreground md:min-h-10">{plan.description}</p>
      <div className="mt-6">
        <PlanPrice plan={plan} />
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium">
          <Coins className="size-4 text-gold" aria-hidden />
          {plan.creditAmount.toLocaleString('en-US')} credits every {plan.interval}
        </p>
      </div>
      <PlanFeatures name={plan.name} features={plan.features} className="mt-6" />
      <div className="mt-auto pt-8">
        <Button
          size="lg"
          className="w-full"
          variant={current ? 'outline' : popular ? 'default' : 'outline'}
          disabled={action.disabled}
          onClick={action.onClick}
          aria-describedby={titleId}
        >
          {action.label}
        </Button>
      </div>
    </article>
  );
}
