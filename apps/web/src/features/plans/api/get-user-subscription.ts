import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSubscriptionResultSchema } from '@amicus/contract/subscriptions/schemas';
import { api } from '@/lib/api-client';
import { planKeys } from './query-keys';

export async function getUserSubscription() {
  return (await api.get('/payment/user-subscription', userSubscriptionResultSchema)).data;
}

export const userSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: planKeys.subscription, queryFn: getUserSubscription, staleTime: 0 });

/** The signed-in user's ACTIVE subscription, or null. */
export function useUserSubscription() {
  return useQuery(userSubscriptionQueryOptions());
}
