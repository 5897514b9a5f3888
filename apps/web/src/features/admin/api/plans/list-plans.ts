import { queryOptions, useQuery } from '@tanstack/react-query';
import { planListResultSchema } from '@amicus/contract/plans/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** Admins get every plan, inactive ones included. */
export async function listPlans() {
  return (await api.get('/subscription/', planListResultSchema)).data;
}

export const plansQueryOptions = () => queryOptions({ queryKey: adminKeys.plans, queryFn: listPlans });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
