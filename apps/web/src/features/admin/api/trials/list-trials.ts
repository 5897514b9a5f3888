import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminTrialListResultSchema } from '@amicus/contract/trials/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export async function listAllTrials() {
  return (await api.get('/trials/admin/all', adminTrialListResultSchema)).trials;
}

export const allTrialsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.trials, queryFn: listAllTrials });

export function useAllTrials() {
  return useQuery(allTrialsQueryOptions());
}
