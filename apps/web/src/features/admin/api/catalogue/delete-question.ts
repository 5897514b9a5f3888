import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function deleteQuestion(id: number) {
  return api.delete(`/questions/${id}`, successSchema);
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.questions }),
  });
}
