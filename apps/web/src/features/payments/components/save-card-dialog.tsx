import { paymentMessages as m } from '@amicus/contract/payments/messages';
import { FormAlert } from '@/components/form-alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentConfig } from '../api/get-payment-config';
import { AddCardForm } from './add-card-form';

/** Saves a card for the plan's renewals, from the plan page, without a purchase. */
export function SaveCardDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const config = usePaymentConfig();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{m.saveForRenewalTitle}</DialogTitle>
          <DialogDescription>{m.saveForRenewalDescription}</DialogDescription>
        </DialogHeader>
        {config.isPending ? (
          <Skeleton className="h-72 w-full" />
        ) : config.isError ? (
          <FormAlert message={m.sdkInitFailed} />
        ) : (
          <AddCardForm config={config.data} onAdded={onSaved} primary />
        )}
      </DialogContent>
    </Dialog>
  );
}
