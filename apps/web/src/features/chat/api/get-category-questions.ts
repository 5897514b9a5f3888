import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionListResultSchema } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

/** The suggested questions of one legal area. */
export async function getCategoryQuestions(categoryId: number) {
  return (await api.get(`/categories/${categoryId}/questions`, questionListResultSchema)).data;
}

export const categoryQuestionsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: chatKeys.questions(categoryId),
    queryFn: () => getCategoryQuestions(categoryId),
    staleTime: 5 * 60_000,
    // The screen falls back to sample questions at once; a retry would only delay that.
    retry: false,
  });

export function useCategoryQuestions(categoryId: number | null) {
  return useQuery({ ...categoryQuestionsQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}
