import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatMessagesAdminResultSchema } from '@amicus/contract/admin/chats';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function getChatMessages(chatId: number) {
  return api.get(`/admin/chats/${chatId}/messages`, chatMessagesAdminResultSchema);
}

export const chatMessagesQueryOptions = (chatId: number) =>
  queryOptions({ queryKey: adminKeys.chatMessages(chatId), queryFn: () => getChatMessages(chatId) });

export function useChatMessages(chatId: number | null) {
  return useQuery({ ...chatMessagesQueryOptions(chatId ?? 0), enabled: chatId !== null });
}
