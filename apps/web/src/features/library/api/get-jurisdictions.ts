import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryJurisdictionsResultSchema } from '@amicus/contract/library/research-schemas';
import { api } from '@/lib/api-client';
import { libraryKeys } from './query-keys';

/** GET /library/jurisdictions: what the jurisdiction filter offers, most local first. */
export async function getJurisdictions() {
  return (await api.get('/library/jurisdictions', libraryJurisdictionsResultSchema)).data;
}

export const jurisdictionsQueryOptions = () =>
  queryOptions({ queryKey: libraryKeys.jurisdictions, queryFn: getJurisdictions, staleTime: 5 * 60_000 });

export function useJurisdictions() {
  return useQuery(jurisdictionsQueryOptions());
}
