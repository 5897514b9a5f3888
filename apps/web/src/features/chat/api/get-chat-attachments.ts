import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatAttachmentListResultSchema } from '@amicus/contract/chats/attachments';
import { api } from '@/lib/api-client';
import { chatKeys } from './query-keys';

export function getChatAttachments(chatId: number, signal?: AbortSignal) {
  return api.get(`/chats/${chatId}/attachments`, chatAttachmentListResultSchema, { signal });
}

export const chatAttachmentsQuery = (chatId: number) =>
  queryOptions({
    queryKey: chatKeys.attachments(chatId),
    queryFn: ({ signal }) => getChatAttachments(chatId, signal),
    select: (result) => result.data,
  });

/** The files attached to a chat, oldest first. */
export const useChatAttachments = (chatId: number) => useQuery(chatAttachmentsQuery(chatId));
