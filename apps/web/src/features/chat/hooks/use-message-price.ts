import { useQuery } from '@tanstack/react-query';
import { pricesQueryOptions } from '@/lib/credits/prices';

/** What one message costs now (a regenerate or an edit costs the same); undefined until the prices load. */
export function useMessagePrice(): number | undefined {
  return useQuery(pricesQueryOptions()).data?.message;
}
