import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { librarySearchResultSchema } from '@amicus/contract/library/schemas';
import { api } from '@/lib/api-client';
import { libraryKeys } from './query-keys';

export type LibrarySearch = { q: string; jurisdiction: string; area: string };

/** GET /library/search: one page of a citation lookup or a search in words, by jurisdiction and area. */
export async function searchLibrary(
  { q, jurisdiction, area }: LibrarySearch,
  page: number,
  signal?: AbortSignal,
) {
  return api.get('/library/search', librarySearchResultSchema, {
    query: { q, jurisdiction: jurisdiction || undefined, area: area || undefined, page },
    signal,
  });
}

/** The search's pages as the reader asks for more ("Show more results"). */
export const librarySearchQueryOptions = (search: LibrarySearch) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.search(search.q, search.jurisdiction, search.area),
    queryFn: ({ signal, pageParam }) => searchLibrary(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: search.q.trim() !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useLibrarySearch(search: LibrarySearch) {
  return useInfiniteQuery(librarySearchQueryOptions(search));
}
