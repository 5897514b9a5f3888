import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettingsResultSchema, type UpdateSettingsBody } from '@amicus/contract/settings/schemas';
import { api } from '@/lib/api-client';
import { settingsQueryOptions } from './get-settings';

export function updateSettings(body: UpdateSettingsBody) {
  return api.post('/settings/update', body, updateSettingsResultSchema);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
  });
}
