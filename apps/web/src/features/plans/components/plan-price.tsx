import type { Plan } from '@amicus/contract/plans/schemas';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format-money';

/** "$29.99 / month": cents shown in dollars with 2 decimals, per the plan's interval. */
export function PlanPrice({ plan, size = 'lg' }: { plan: Plan; size?: 'lg' | 'md' }) {
  return (
    <p className="flex items-baseline gap-1.5">
      <span
        className={cn(
          'font-serif font-semibold tracking-tight',
          size === 'lg' ? 'text-4xl sm:text-[2.75rem]' : 'text-2xl',
        )}
      >
        {formatPrice(plan.price)}
      </span>
      <span className="text-sm text-muted-foreground">/ {plan.interval}</span>
    </p>
  );
}
