import { queryOptions, useQuery } from '@tanstack/react-query';
import { problemResultSchema } from '@amicus/contract/library/problem-schemas';
import { api } from '@/lib/api-client';
import { libraryKeys } from './query-keys';

/** GET /library/problems/{id}: one problem with the sections that govern it and their key paragraphs. */
export async function getProblem(id: number, signal?: AbortSignal) {
  return (await api.get(`/library/problems/${id}`, problemResultSchema, { signal })).problem;
}

export const problemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.problem(id),
    queryFn: ({ signal }) => getProblem(id, signal),
    staleTime: 5 * 60_000,
  });

export function useProblem(id: number) {
  return useQuery(problemQueryOptions(id));
}
