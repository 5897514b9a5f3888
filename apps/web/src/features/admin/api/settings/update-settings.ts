import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSettingsResultSchema, type UpdateAdminSettingsBody } from '@amicus/contract/admin/settings';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function updateAdminSettings(body: UpdateAdminSettingsBody) {
  return api.put('/admin/settings', body, adminSettingsResultSchema);
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (result) => {
      queryClient.setQueryData(adminKeys.settings, result);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
