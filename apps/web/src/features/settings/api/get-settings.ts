import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsResultSchema } from '@amicus/contract/settings/schemas';
import { api } from '@/lib/api-client';

/** The user's LLM settings (the key only as a mask) and the models the server offers. */
export function getSettings() {
  return api.get('/settings', settingsResultSchema);
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'] as const, queryFn: getSettings, staleTime: 0 });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
