import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

export function deleteChat(chatId: number) {
  return api.delete(`/chats/${chatId}`, successSchema.passthrough());
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: (_result, chatId) => {
      queryClient.removeQueries({ queryKey: chatKeys.detail(chatId) });
      return queryClient.invalidateQueries({ queryKey: ['chats'] });
    },
  });
}
