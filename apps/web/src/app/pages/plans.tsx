// The app layer composes the plans page with the payments feature's checkout dialog.
import { PaymentDialog } from '@/features/payments/components/payment-dialog';
import { PlansPage } from '@/features/plans/pages/plans-page';

export function PlansRoute() {
  return <PlansPage renderCheckout={(props) => <PaymentDialog key={props.plan.id} {...props} />} />;
}
