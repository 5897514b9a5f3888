import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCardResultSchema, type AddCardBody } from '@amicus/contract/payments/schemas';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

/** Saves a card from a browser token; the card number and CVC were never part of the body. */
export function addCard(body: AddCardBody) {
  return api.post('/payment', body, savedCardResultSchema);
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards }),
  });
}
