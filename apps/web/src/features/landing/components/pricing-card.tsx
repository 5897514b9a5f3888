import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format-money';
import type { StandardPlan } from '@amicus/contract/plans/standard-plans';

export function PricingCard({ plan }: { plan: StandardPlan }) {
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border p-8',
        plan.featured
          ? 'border-transparent bg-primary text-primary-foreground shadow-2xl shadow-primary/25 lg:py-12'
          : 'bg-card shadow-sm',
      )}
    >
      {plan.featured && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-gold px-4 py-1 text-xs font-semibold tracking-wide text-gold-foreground uppercase shadow-sm">
          Most Popular
        </p>
      )}
      <h3 id={titleId} className="font-serif text-2xl font-semibold">
        {plan.name}
      </h3>
      <p
        className={cn('mt-2 text-sm', plan.featured ? 'text-primary-foreground/75' : 'text-muted-foreground')}
      >
        {plan.description}
      </p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="font-serif text-5xl font-semibold tracking-tight">{formatPrice(plan.price)}</span>
        <span
          className={cn('text-sm', plan.featured ? 'text-primary-foreground/75' : 'text-muted-foreground')}
        >
          per month
        </span>
      </p>
      <ul aria-label={`${plan.name} features`} className="mt-8 space-y-3.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full',
                plan.featured
                  ? 'bg-gold text-gold-foreground'
                  : 'bg-primary/10 text-primary dark:bg-primary/20',
              )}
            >
              <Check className="size-3" strokeWidth={3} aria-hidden />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-10">
        <Button asChild size="lg" variant={plan.featured ? 'gold' : 'outline'} className="w-full">
          {/* Three buttons share the spec's label; the plan name tells them apart for screen readers. */}
          <Link to="/sign-in" aria-describedby={titleId}>
            Get Started
          </Link>
        </Button>
      </div>
    </article>
  );
}
