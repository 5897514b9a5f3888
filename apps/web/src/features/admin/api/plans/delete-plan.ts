import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePlanResultSchema } from '@amicus/contract/plans/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

/** A plan with subscribers is deactivated rather than deleted; the answer says which happened. */
export function deletePlan(id: number) {
  return api.delete(`/subscription/${id}`, deletePlanResultSchema);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
  });
}
