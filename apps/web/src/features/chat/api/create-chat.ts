import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createChatResultSchema, type CreateChatBody } from '@amicus/contract/chats/schemas';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

/** Creates a chat from the category, the chosen or typed topic and the questionnaire. */
export async function createChat(body: CreateChatBody) {
  return (await api.post('/chats', body, createChatResultSchema)).data;
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists }),
  });
}
