import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionListResultSchema } from '@amicus/contract/subscriptions/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export function listSubscriptions(page: number) {
  return api.get('/subscription/all', subscriptionListResultSchema, {
    query: { page, limit: SUBSCRIPTIONS_PAGE_SIZE },
  });
}

export const subscriptionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.subscriptions(page),
    queryFn: () => listSubscriptions(page),
    placeholderData: keepPreviousData,
  });

export function useSubscriptions(page: number) {
  return useQuery(subscriptionsQueryOptions(page));
}
