import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryImportsResultSchema } from '@amicus/contract/library/admin-schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function listLibraryImports() {
  return api.get('/admin/library/imports', libraryImportsResultSchema);
}

export const libraryImportsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.libraryImports, queryFn: listLibraryImports });

/** The latest imports: the screen reattaches to a running one after a reload, or shows the last result. */
export function useLibraryImports() {
  return useQuery(libraryImportsQueryOptions());
}
