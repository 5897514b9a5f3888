import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successSchema } from '@amicus/contract/common/ids';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

export function removeChatAttachment(chatId: number, attachmentId: number) {
  return api.delete(`/chats/${chatId}/attachments/${attachmentId}`, successSchema);
}

export function useRemoveChatAttachment(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => removeChatAttachment(chatId, attachmentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.attachments(chatId) }),
  });
}
