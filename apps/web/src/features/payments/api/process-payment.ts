import { useMutation, useQueryClient } from '@tanstack/react-query';
import { processPaymentResultSchema, type ProcessPaymentBody } from '@amicus/contract/payments/schemas';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

/** The spec's client reads the answer as `data.data`: the payment, subscription, plan and new balance. */
export async function processPayment(body: ProcessPaymentBody) {
  return (await api.post('/payment/process', body, processPaymentResultSchema)).data;
}

/**
 * Buys a plan. On success the balance the server answered is stored at once (the credits badge follows), and
 * the credits query is refetched for any screen that shows it.
 */
export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processPayment,
    onSuccess: (result) => {
      useSessionStore.getState().setCredits(result.credits);
      void queryClient.invalidateQueries({ queryKey: ['credits'] });
    },
  });
}
