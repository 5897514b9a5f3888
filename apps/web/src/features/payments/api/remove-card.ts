import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export function removeCard(id: number) {
  return api.delete(`/payment/${id}`, successSchema);
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards }),
  });
}
