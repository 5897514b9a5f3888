import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListResultSchema } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** Admins get every category, active or not. */
export async function listCategories() {
  return (await api.get('/categories', categoryListResultSchema)).data;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.categories, queryFn: listCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
