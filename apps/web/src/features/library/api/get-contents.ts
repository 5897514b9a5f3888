import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentsResultSchema } from '@amicus/contract/library/contents-schemas';
import { api } from '@/lib/api-client';
import { libraryKeys } from './query-keys';

/** GET /library/sources/{id}/contents?levels=&page=: a source's table of contents at one level. */
export async function getContents(sourceId: number, levels: string, page: number, signal?: AbortSignal) {
  return api.get(`/library/sources/${sourceId}/contents`, contentsResultSchema, {
    query: { levels: levels || undefined, page: page > 1 ? page : undefined },
    signal,
  });
}

export const contentsQueryOptions = (sourceId: number, levels: string, page: number) =>
  queryOptions({
    queryKey: libraryKeys.contents(sourceId, levels, page),
    queryFn: ({ signal }) => getContents(sourceId, levels, page, signal),
    staleTime: 5 * 60_000,
  });

export function useContents(sourceId: number, levels: string, page: number) {
  return useQuery({ ...contentsQueryOptions(sourceId, levels, page), placeholderData: keepPreviousData });
}
