import { chatMessagesResultSchema } from '@amicus/contract/chats/schemas';
import { api } from '@/lib/api-client';

/**
 * A chat's messages, oldest first, and the reply being generated right now, if any. The chat session (not the
 * query cache) owns the transcript, because streamed replies change it many times a second.
 */
export function getChatMessages(chatId: number, signal?: AbortSignal) {
  return api.get(`/chats/${chatId}/messages`, chatMessagesResultSchema, { signal });
}
