import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatUsersResultSchema } from '@amicus/contract/admin/chats';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function listChatUsers(page: number, limit: number) {
  return api.get('/admin/chats/users', chatUsersResultSchema, { query: { page, limit } });
}

export const chatUsersQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: adminKeys.chatUsers(page, limit),
    queryFn: () => listChatUsers(page, limit),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useChatUsers(page: number, limit: number) {
  return useQuery(chatUsersQueryOptions(page, limit));
}
