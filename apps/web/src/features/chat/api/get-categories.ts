import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryListResultSchema } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

/** The active legal areas a chat starts from. */
export async function getCategories() {
  return (await api.get('/categories', categoryListResultSchema)).data;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.categories, queryFn: getCategories, staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
