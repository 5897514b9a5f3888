import { Coins, CreditCard, Wallet } from 'lucide-react';
import { paymentMessages as m } from '@amicus/contract/payments/messages';
import type { Plan } from '@amicus/contract/plans/schemas';
import type { Subscription } from '@amicus/contract/subscriptions/schemas';
import { FormAlert } from '@/components/form-alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatPrice } from '@/lib/format-money';
import { usePaymentConfig } from '../api/get-payment-config';
import { CardPaymentForm } from './card-payment-form';
import { SavedCardsPanel } from './saved-cards-panel';
import { useCheckout } from './use-checkout';

export type PaymentDialogProps = {
  plan: Plan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaid: (subscription: Subscription) => void;
};

function OrderSummary({ plan }: { plan: Plan }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border bg-muted/40 px-4 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{plan.name} plan</p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Coins className="size-3.5 text-gold" aria-hidden />
          {plan.creditAmount.toLocaleString('en-US')} credits every {plan.interval}
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span className="font-serif text-2xl font-semibold">{formatPrice(plan.price)}</span>
        <span className="text-xs text-muted-foreground"> / {plan.interval}</span>
      </p>
    </div>
  );
}

/**
 * 'Make Payment': pay for a plan by card (the provider's form tokenises it) or with a saved card. While a
 * payment runs the buttons say 'Processing...' and the dialog stays open.
 */
export function PaymentDialog({ plan, open, onOpenChange, onPaid }: PaymentDialogProps) {
  const config = usePaymentConfig();
  const checkout = useCheckout(plan, onPaid);

  return (
    <Dialog open={open} onOpenChange={(next) => !checkout.busy && onOpenChange(next)}>
      <DialogContent className="max-w-lg" aria-busy={checkout.busy}>
        <DialogHeader>
          <DialogTitle>{m.dialogTitle}</DialogTitle>
          <DialogDescription>Subscribe to {plan.name}. You can cancel at any time.</DialogDescription>
        </DialogHeader>
        <OrderSummary plan={plan} />
        {checkout.failure && <FormAlert message={`${m.failedTitle}: ${checkout.failure}`} />}
        {config.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : config.isError ? (
          <FormAlert message={m.sdkInitFailed} />
        ) : (
          <Tabs defaultValue="card">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="card" disabled={checkout.busy}>
                <CreditCard className="size-4" aria-hidden /> {m.cardTab}
              </TabsTrigger>
              <TabsTrigger value="saved" disabled={checkout.busy}>
                <Wallet className="size-4" aria-hidden /> {m.savedCardsTab}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="card">
              <CardPaymentForm
                config={config.data}
                amountCents={plan.price}
                busy={checkout.busy}
                onToken={(token) => void checkout.pay(token)}
              />
            </TabsContent>
            <TabsContent value="saved">
              <SavedCardsPanel
                config={config.data}
                amountCents={plan.price}
                busy={checkout.busy}
                onPay={(sourceId) => void checkout.pay(sourceId)}
              />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
