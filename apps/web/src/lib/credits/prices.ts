import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { pricesResultSchema, type WorkKind } from '@amicus/contract/credits/prices';
import { api } from '@/lib/api-client';

/** The balance (the badge's query, kept by the chat feature) and the price list share the 'credits' prefix. */
export const creditKeys = { balance: ['credits'] as const, prices: ['credits', 'prices'] as const };

export const pricesQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.prices,
    queryFn: async () => (await api.get('/credits/prices', pricesResultSchema)).prices,
    staleTime: 5 * 60_000,
  });

/** What one run of `kind` costs now; undefined until the price list has loaded (or when it could not). */
export function useWorkPrice(kind: WorkKind): number | undefined {
  return useQuery(pricesQueryOptions()).data?.[kind];
}

/** Paid work started or refunded: the badge's balance is read again. */
export function refreshBalance(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: creditKeys.balance, exact: true });
}
