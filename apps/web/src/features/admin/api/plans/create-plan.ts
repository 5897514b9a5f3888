import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planResultSchema, type CreatePlanBody } from '@amicus/contract/plans/schemas';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function createPlan(body: CreatePlanBody) {
  return api.post('/subscription', body, planResultSchema);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
  });
}
