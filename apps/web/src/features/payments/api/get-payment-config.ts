import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentConfigResultSchema } from '@amicus/contract/payments/schemas';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export function getPaymentConfig() {
  return api.get('/payment/config', paymentConfigResultSchema);
}

/** Which card form to show: the built-in sandbox form, or Square's with the server's ids. */
export function usePaymentConfig() {
  return useQuery(
    queryOptions({ queryKey: paymentKeys.config, queryFn: getPaymentConfig, staleTime: Infinity }),
  );
}
