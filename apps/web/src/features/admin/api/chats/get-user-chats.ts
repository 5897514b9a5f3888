import { queryOptions, useQuery } from '@tanstack/react-query';
import { userChatsResultSchema } from '@amicus/contract/admin/chats';
import { api } from '@/lib/api-client';
import { adminKeys } from '../query-keys';

export function getUserChats(userId: number) {
  return api.get(`/admin/chats/users/${userId}/chats`, userChatsResultSchema);
}

export const userChatsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: adminKeys.userChats(userId), queryFn: () => getUserChats(userId) });

export function useUserChats(userId: number | null) {
  return useQuery({ ...userChatsQueryOptions(userId ?? 0), enabled: userId !== null });
}
