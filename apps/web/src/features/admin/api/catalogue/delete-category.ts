import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function deleteCategory(id: number) {
  return api.delete(`/categories/${id}`, successSchema);
}

/** Deleting a category deletes its questions: both lists reload. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
        queryClient.invalidateQueries({ queryKey: adminKeys.questions }),
      ]),
  });
}
