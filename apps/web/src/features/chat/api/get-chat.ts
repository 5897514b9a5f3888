import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatResultSchema } from '@amicus/contract/chats/schemas';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

/** One chat with what it was created from (category, topic, questionnaire). */
export async function getChat(chatId: number) {
  return (await api.get(`/chats/${chatId}`, chatResultSchema)).data;
}

export const chatQueryOptions = (chatId: number) =>
  queryOptions({ queryKey: chatKeys.detail(chatId), queryFn: () => getChat(chatId) });

export function useChat(chatId: number) {
  return useQuery(chatQueryOptions(chatId));
}
