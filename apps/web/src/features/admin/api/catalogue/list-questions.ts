import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionListResultSchema } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export async function listQuestions() {
  return (await api.get('/questions', questionListResultSchema)).data;
}

export const questionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.questions, queryFn: listQuestions });

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}
