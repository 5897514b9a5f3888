import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsResultSchema } from '@amicus/contract/admin/stats';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export async function getAdminStats() {
  return (await api.get('/admin/stats', adminStatsResultSchema)).data.stats;
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats, staleTime: 0 });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
