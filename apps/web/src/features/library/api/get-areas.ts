import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryAreasResultSchema } from '@amicus/contract/library/research-schemas';
import { api } from '@/lib/api-client';
import { libraryKeys } from './query-keys';

/** GET /library/areas: the catalogue's legal areas, for the area filter and "Ask Amicus about this". */
export async function getAreas() {
  return (await api.get('/library/areas', libraryAreasResultSchema)).data;
}

export const areasQueryOptions = () =>
  queryOptions({ queryKey: libraryKeys.areas, queryFn: getAreas, staleTime: 5 * 60_000 });

export function useAreas() {
  return useQuery(areasQueryOptions());
}
