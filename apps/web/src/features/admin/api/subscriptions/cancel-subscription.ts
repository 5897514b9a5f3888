import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionResultSchema } from '@amicus/contract/subscriptions/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function cancelSubscription(id: number) {
  return api.delete(`/subscription/unsub/${id}`, subscriptionResultSchema);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.subscriptionsAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
