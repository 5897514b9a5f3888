import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryResultSchema, type CategoryBody } from '@amicus/contract/catalogue/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function createCategory(body: CategoryBody) {
  return api.post('/categories', body, categoryResultSchema);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
  });
}
