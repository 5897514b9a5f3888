import { useState } from 'react';
import { paymentMessages } from '@amicus/contract/payments/messages';
import type { Plan } from '@amicus/contract/plans/schemas';
import { subscriptionMessages } from '@amicus/contract/subscriptions/messages';
import type { Subscription } from '@amicus/contract/subscriptions/schemas';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useProcessPayment } from '../api/process-payment';
import { newIdempotencyKey } from '../card-entry/idempotency-key';

/**
 * Pays for a plan with a token or a saved card. One idempotency key per attempt: a double click or a network
 * retry repeats the same key and is charged once; once the server has answered (a decline, say), the next try
 * is a new payment with a new key.
 */
export function useCheckout(plan: Plan, onPaid: (subscription: Subscription) => void) {
  const [key, setKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string>();
  const mutation = useProcessPayment();

  const pay = async (sourceId: string, verificationToken?: string) => {
    if (mutation.isPending) return;
    setFailure(undefined);
    try {
      const result = await mutation.mutateAsync({
        sourceId,
        amount: plan.price,
        currency: 'USD',
        creditAmount: plan.creditAmount,
        planId: plan.id,
        idempotencyKey: key,
        ...(verificationToken ? { verificationToken } : {}),
      });
      setKey(newIdempotencyKey());
      toast.success(subscriptionMessages.activated);
      onPaid(result.subscription);
    } catch (error) {
      if (error instanceof ApiError) setKey(newIdempotencyKey());
      // A refused card or payment is the spec's 'Payment fail'; anything else (the server, the network) is its
      // 'Purchase' failure. The server's message wins over either fallback.
      const declined = error instanceof ApiError && (error.status === 402 || error.status === 400);
      const message = declined
        ? error.message || paymentMessages.failedFallback
        : errorMessage(error, subscriptionMessages.processFailed);
      setFailure(message);
      toast.error(paymentMessages.failedTitle, message);
    }
  };

  /** The last failure stays in the dialog after its toast has gone. */
  return { pay, busy: mutation.isPending, failure };
}
