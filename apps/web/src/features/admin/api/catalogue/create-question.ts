import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionResultSchema, type QuestionBody } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function createQuestion(body: QuestionBody) {
  return api.post('/questions', body, questionResultSchema);
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.questions }),
  });
}
