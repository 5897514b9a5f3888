import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedCardListResultSchema } from '@amicus/contract/payments/schemas';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export async function getSavedCards() {
  return (await api.get('/payment', savedCardListResultSchema)).data;
}

export function useSavedCards() {
  return useQuery(queryOptions({ queryKey: paymentKeys.cards, queryFn: getSavedCards }));
}
