import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialListResultSchema } from '@amicus/contract/trials/schemas';
import { api } from '@/lib/api-client';
import { trialKeys } from './query-keys';

/** GET /trials/user: the user's own mock trials, newest first. */
export async function getUserTrials() {
  return (await api.get('/trials/user', trialListResultSchema)).trials;
}

export const userTrialsQueryOptions = () =>
  queryOptions({ queryKey: trialKeys.own, queryFn: getUserTrials, staleTime: 0 });

export function useUserTrials() {
  return useQuery(userTrialsQueryOptions());
}
