// The app layer composes the plans page with the payments feature's checkout and save-card dialogs.
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { SaveCardDialog } from '@/features/payments/components/save-card-dialog';
import { PlansPage } from '@/features/plans/pages/plans-page';

export function PlansRoute() {
  return (
    <PlansPage
      renderCheckout={(props) => <PaymentDialog key={props.plan.id} {...props} />}
      renderSaveCard={(props) => <SaveCardDialog {...props} />}
    />
  );
}
