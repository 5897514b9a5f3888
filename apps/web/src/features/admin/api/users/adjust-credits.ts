import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userResultSchema, type AdjustCreditsBody } from '@amicus/contract/users/admin-schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function adjustCredits({ id, body }: { id: number; body: AdjustCreditsBody }) {
  return api.post(`/users/${id}/credits`, body, userResultSchema);
}

export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
