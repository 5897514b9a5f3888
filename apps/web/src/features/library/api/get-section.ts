import { queryOptions, useQuery } from '@tanstack/react-query';
import { librarySectionResultSchema } from '@amicus/contract/library/schemas';
import { api } from '@/lib/api-client';
import { libraryKeys } from './query-keys';

/** GET /library/sections/{id}: a section to read, withdrawn ones too. */
export async function getSection(id: number, signal?: AbortSignal) {
  return (await api.get(`/library/sections/${id}`, librarySectionResultSchema, { signal })).section;
}

export const sectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.section(id),
    queryFn: ({ signal }) => getSection(id, signal),
    staleTime: 5 * 60_000,
  });

export function useSection(id: number) {
  return useQuery(sectionQueryOptions(id));
}
