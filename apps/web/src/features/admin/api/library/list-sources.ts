import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLibrarySourcesResultSchema } from '@amicus/contract/library/admin-schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function listLibrarySources() {
  return api.get('/admin/library/sources', adminLibrarySourcesResultSchema);
}

export const librarySourcesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.librarySources, queryFn: listLibrarySources });

export function useLibrarySources() {
  return useQuery(librarySourcesQueryOptions());
}
