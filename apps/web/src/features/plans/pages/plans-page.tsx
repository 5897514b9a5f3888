import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { planMessages as m } from '@amicus/contract/plans/messages';
import type { Plan } from '@amicus/contract/plans/schemas';
import type { Subscription } from '@amicus/contract/subscriptions/schemas';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlans } from '../api/get-plans';
import { useUserSubscription } from '../api/get-user-subscription';
import { planKeys } from '../api/query-keys';
import { ActiveSubscriptionCard } from '../components/active-subscription-card';
import { PlanCard } from '../components/plan-card';
import type { ShownSubscription } from '../components/renewal-note';

/** How the page asks for a purchase; the app layer plugs in the payments feature's dialog. */
export type CheckoutProps = {
  plan: Plan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid: (subscription: Subscription) => void;
};

/** How the page asks for a card to be saved for renewals; the app layer plugs in the payments feature's form. */
export type SaveCardProps = { open: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void };

/** Spec: grids of 1, 2 or 3 columns by width. */
const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3';

function LoadingPlans() {
  return (
    <div className={GRID} aria-busy="true" aria-label="Loading plans">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-[26rem] rounded-2xl" />
      ))}
    </div>
  );
}

function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="space-y-2">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {children && <p className="max-w-2xl text-muted-foreground">{children}</p>}
    </header>
  );
}

/**
 * /products and /chat/products. Without a subscription: 'Choose Your Plan' and a card per plan with 'Get
 * Started'. With one: 'Your Active Subscription' and, below, every plan: the current one marked and disabled,
 * the others 'Switch to this Plan', which starts a purchase at once.
 */
export function PlansPage({
  renderCheckout,
  renderSaveCard,
}: {
  renderCheckout: (props: CheckoutProps) => ReactNode;
  renderSaveCard: (props: SaveCardProps) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const plans = usePlans();
  const subscription = useUserSubscription();
  const [checkoutPlan, setCheckoutPlan] = useState<Plan | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [savingCard, setSavingCard] = useState(false);

  const startCheckout = (plan: Plan) => {
    setCheckoutPlan(plan);
    setCheckoutOpen(true);
  };
  const onPaid = (next: Subscription) => {
    // Which card renews it is not in the purchase's answer: unknown (and not claimed) until the refetch.
    queryClient.setQueryData<ShownSubscription>(planKeys.subscription, { ...next, renewalCard: undefined });
    void queryClient.invalidateQueries({ queryKey: planKeys.subscription });
    setCheckoutOpen(false);
  };

  const failed = plans.isError || subscription.isError;
  const loading = plans.isPending || subscription.isPending;
  const active: ShownSubscription | null = subscription.data ?? null;
  const list = plans.data ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:px-6 lg:py-12">
      {failed ? (
        <div className="space-y-4">
          <PageHeader title={m.chooseTitle} />
          <FormAlert message={m.loadFailed} />
          <Button
            variant="outline"
            onClick={() => {
              void plans.refetch();
              void subscription.refetch();
            }}
          >
            <RefreshCw /> Try again
          </Button>
        </div>
      ) : loading ? (
        <div className="space-y-8">
          <Skeleton className="h-10 w-64" />
          <LoadingPlans />
        </div>
      ) : active ? (
        <>
          <div className="space-y-6">
            <PageHeader title={m.activeTitle} />
            <ActiveSubscriptionCard subscription={active} onSaveCard={() => setSavingCard(true)} />
          </div>
          <section aria-labelledby="other-plans-title" className="space-y-6">
            <div className="space-y-1">
              <h2 id="other-plans-title" className="font-serif text-2xl font-semibold tracking-tight">
                {m.otherPlansTitle}
              </h2>
              <p className="text-sm text-muted-foreground">
                Switching starts the new plan today and cancels the current one.
              </p>
            </div>
            <div className={GRID}>
              {list.map((plan) =>
                plan.id === active.planId ? (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    current
                    action={{ label: m.currentPlan, disabled: true }}
                  />
                ) : (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    action={{ label: m.switchPlan, onClick: () => startCheckout(plan) }}
                  />
                ),
              )}
            </div>
          </section>
        </>
      ) : (
        <div className="space-y-8">
          <PageHeader title={m.chooseTitle}>{m.chooseSubtitle}</PageHeader>
          {list.length === 0 ? (
            <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
              {m.noPlans}
            </p>
          ) : (
            <div className={GRID}>
              {list.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  headingLevel="h2"
                  action={{ label: m.getStarted, onClick: () => startCheckout(plan) }}
                />
              ))}
            </div>
          )}
        </div>
      )}
      {checkoutPlan &&
        renderCheckout({ plan: checkoutPlan, open: checkoutOpen, onOpenChange: setCheckoutOpen, onPaid })}
      {renderSaveCard({
        open: savingCard,
        onOpenChange: setSavingCard,
        onSaved: () => {
          setSavingCard(false);
          void queryClient.invalidateQueries({ queryKey: planKeys.subscription });
        },
      })}
    </div>
  );
}
