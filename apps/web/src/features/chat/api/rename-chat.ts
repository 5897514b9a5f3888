import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameChatResultSchema } from '@amicus/contract/chats/schemas';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

export async function renameChat({ chatId, title }: { chatId: number; title: string }) {
  return (await api.put(`/chats/${chatId}`, { title }, renameChatResultSchema)).data;
}

export function useRenameChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameChat,
    onSuccess: (_chat, { chatId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['chats'] }),
        queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) }),
      ]),
  });
}
