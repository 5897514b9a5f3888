import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionResultSchema } from '@amicus/contract/subscriptions/schemas';
import { api } from '@/lib/api-client';
import { planKeys } from './query-keys';

export function cancelSubscription(id: number) {
  return api.delete(`/subscription/unsub/${id}`, subscriptionResultSchema);
}

/** Cancels for good; the page then offers the plans again. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.setQueryData(planKeys.subscription, null),
  });
}
