import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatHistoryResultSchema } from '@amicus/contract/chats/schemas';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

/** Every chat of the user, newest first; `q` keeps those whose title or messages contain it. */
export async function getChatHistory(q: string) {
  const query = q.trim() ? { q: q.trim() } : {};
  return (await api.get('/chats/history', chatHistoryResultSchema, { query })).data;
}

export const chatHistoryQueryOptions = (q: string) =>
  queryOptions({ queryKey: chatKeys.history(q.trim()), queryFn: () => getChatHistory(q) });

/** Keeps showing the previous results while a new search runs, so the list does not flash empty. */
export function useChatHistory(q: string, enabled = true) {
  return useQuery({ ...chatHistoryQueryOptions(q), enabled, placeholderData: keepPreviousData });
}
