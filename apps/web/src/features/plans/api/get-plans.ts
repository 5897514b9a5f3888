import { queryOptions, useQuery } from '@tanstack/react-query';
import { planListResultSchema } from '@amicus/contract/plans/schemas';
import { api } from '@/lib/api-client';
import { planKeys } from './query-keys';

export async function getPlans() {
  return (await api.get('/subscription/', planListResultSchema)).data;
}

export const plansQueryOptions = () => queryOptions({ queryKey: planKeys.plans, queryFn: getPlans });

/** The plans on sale, cheapest first. */
export function usePlans() {
  return useQuery(plansQueryOptions());
}
