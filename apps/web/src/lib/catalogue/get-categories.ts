import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListResultSchema } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';

/** The catalogue's query keys; a category's questions sit under its id. */
export const catalogueKeys = {
  categories: ['categories'] as const,
};

/** The active legal areas: a chat starts from one, and a recording's analysis may be limited to one. */
export async function getCategories() {
  return (await api.get('/categories', categoryListResultSchema)).data;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.categories, queryFn: getCategories, staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
