import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planResultSchema, type UpdatePlanBody } from '@amicus/contract/plans/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function updatePlan({ id, body }: { id: number; body: UpdatePlanBody }) {
  return api.put(`/subscription/${id}`, body, planResultSchema);
}

/** Subscriptions show their plan, so they reload with the plans. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
        queryClient.invalidateQueries({ queryKey: adminKeys.subscriptionsAll }),
      ]),
  });
}
