import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialResultSchema } from '@amicus/contract/trials/schemas';
import { api } from '@/lib/api-client';
import { trialKeys } from './query-keys';

/** GET /trials/{id}: one of the user's trials, with its latest analysis and files. */
export async function getTrial(trialId: number) {
  return (await api.get(`/trials/${trialId}`, trialResultSchema)).trial;
}

export const trialQueryOptions = (trialId: number) =>
  queryOptions({ queryKey: trialKeys.detail(trialId), queryFn: () => getTrial(trialId), staleTime: 0 });

export function useTrial(trialId: number | null) {
  return useQuery({ ...trialQueryOptions(trialId ?? 0), enabled: trialId !== null });
}
