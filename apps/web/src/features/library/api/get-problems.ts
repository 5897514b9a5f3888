import { queryOptions, useQuery } from '@tanstack/react-query';
import { problemListResultSchema } from '@amicus/contract/library/problem-schemas';
import { api } from '@/lib/api-client';
import { libraryKeys } from './query-keys';

/**
 * GET /library/problems?jurisdiction=: one jurisdiction's everyday problems, by area then title. The browse page
 * asks for a whole jurisdiction and groups by area itself: one answer gives every area's count and switching
 * areas costs no request.
 */
export async function getProblems(jurisdiction: string, signal?: AbortSignal) {
  return (await api.get('/library/problems', problemListResultSchema, { query: { jurisdiction }, signal }))
    .data;
}

export const problemsQueryOptions = (jurisdiction: string) =>
  queryOptions({
    queryKey: libraryKeys.problems(jurisdiction),
    queryFn: ({ signal }) => getProblems(jurisdiction, signal),
    staleTime: 5 * 60_000,
  });

export function useProblems(jurisdiction: string) {
  return useQuery(problemsQueryOptions(jurisdiction));
}
