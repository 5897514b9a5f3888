import { useState } from 'react';
import { subscriptionMessages as m } from '@amicus/contract/subscriptions/messages';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';

/** Cancel Subscription, after a confirmation; cancelling is permanent. */
export function CancelSubscriptionButton({ subscriptionId }: { subscriptionId: number }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();

  const confirm = async () => {
    try {
      await cancel.mutateAsync(subscriptionId);
      setOpen(false);
      toast.success(m.cancelled);
    } catch (error) {
      toast.error(errorMessage(error, m.cancelFailed));
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          Cancel Subscription
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.cancelConfirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{m.cancelConfirmBody}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{m.keepIt}</AlertDialogCancel>
          {/* A plain button, so the dialog stays open (and busy) until the server has answered. */}
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : m.confirmCancel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
