import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { chatListResultSchema } from '@amicus/contract/chats/schemas';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

/** One page of the user's chats, newest first. */
export function getChats(page: number, limit: number) {
  return api.get('/chats', chatListResultSchema, { query: { page, limit } });
}

export const chatsInfiniteQueryOptions = (limit: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.page(limit),
    queryFn: ({ pageParam }) => getChats(pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
  });

/** The sidebar's chat list, a page at a time. */
export function useChats(limit: number) {
  return useInfiniteQuery(chatsInfiniteQueryOptions(limit));
}
