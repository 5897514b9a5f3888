import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { librarySearchResultSchema } from '@amicus/contract/library/schemas';
import { api } from '@/lib/api-client';
import { libraryKeys } from './query-keys';

export type LibrarySearch = { q: string; jurisdiction: string; area: string };

/** GET /library/search: a citation lookup or a search in words, filtered by jurisdiction and area. */
export async function searchLibrary({ q, jurisdiction, area }: LibrarySearch, signal?: AbortSignal) {
  return api.get('/library/search', librarySearchResultSchema, {
    query: { q, jurisdiction: jurisdiction || undefined, area: area || undefined },
    signal,
  });
}

export const librarySearchQueryOptions = (search: LibrarySearch) =>
  queryOptions({
    queryKey: libraryKeys.search(search.q, search.jurisdiction, search.area),
    queryFn: ({ signal }) => searchLibrary(search, signal),
    enabled: search.q.trim() !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useLibrarySearch(search: LibrarySearch) {
  return useQuery(librarySearchQueryOptions(search));
}
