import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryResultSchema, type CategoryBody } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function updateCategory({ id, body }: { id: number; body: CategoryBody }) {
  return api.put(`/categories/${id}`, body, categoryResultSchema);
}

/** A renamed category shows in its questions too, so both lists reload. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
        queryClient.invalidateQueries({ queryKey: adminKeys.questions }),
      ]),
  });
}
