import { TriangleAlert } from 'lucide-react';
import type { RenewalCard, Subscription } from '@amicus/contract/subscriptions/schemas';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatCardBrand } from '@/lib/format-money';

/** The subscription as the plan page holds it; `renewalCard` is undefined until the server has said. */
export type ShownSubscription = Subscription & { renewalCard?: RenewalCard | null };

const KEEP_CREDITS = 'Cancel any time; your credits stay yours.';

/**
 * What will really happen on the next billing date: the card a renewal charges, or, when there is none (a
 * plan paid with a card entered once), that it will not renew, with the way to save a card before then.
 */
export function RenewalNote({
  subscription,
  onSaveCard,
}: {
  subscription: ShownSubscription;
  onSaveCard: () => void;
}) {
  const { renewalCard, nextBillingDate, plan } = subscription;
  if (!nextBillingDate || renewalCard === undefined)
    return <p className="text-sm text-muted-foreground">{KEEP_CREDITS}</p>;
  const date = formatDate(nextBillingDate);
  if (plan.price === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Renews automatically on {date}, free of charge. {KEEP_CREDITS}
      </p>
    );
  if (renewalCard)
    return (
      <p className="text-sm text-muted-foreground">
        Renews automatically on {date} with your {formatCardBrand(renewalCard.cardType)} card ending in{' '}
        {renewalCard.lastFourDigits}. {KEEP_CREDITS}
      </p>
    );
  return (
    <div
      data-testid="renewal-warning"
      className="flex flex-col gap-3 rounded-lg border border-warning/60 bg-warning/10 px-4 py-3 text-sm sm:flex-row sm:items-center"
    >
      <TriangleAlert
        className="hidden size-5 shrink-0 text-gold-foreground sm:block dark:text-warning"
        aria-hidden
      />
      <p className="flex-1">
        <span className="font-semibold">This plan will not renew on {date}.</span> The card you paid with was
        charged once and not saved. Save a card before then to keep the plan; without one it becomes past due
        on that date. {KEEP_CREDITS}
      </p>
      <Button size="sm" variant="outline" className="shrink-0" onClick={onSaveCard}>
        Save a card for renewal
      </Button>
    </div>
  );
}
