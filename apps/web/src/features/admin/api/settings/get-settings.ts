import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSettingsResultSchema } from '@amicus/contract/admin/settings';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function getAdminSettings() {
  return api.get('/admin/settings', adminSettingsResultSchema);
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: getAdminSettings });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
