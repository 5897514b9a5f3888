import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionResultSchema, type QuestionBody } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function updateQuestion({ id, body }: { id: number; body: QuestionBody }) {
  return api.put(`/questions/${id}`, body, questionResultSchema);
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.questions }),
  });
}
