import { stopReplyResultSchema } from '@amicus/contract/chats/schemas';
import { api } from '@/lib/api-client';

/** Ends the running reply early; the server keeps what arrived and answers the reply as kept. */
export async function stopReply(chatId: number) {
  return (await api.post(`/chats/${chatId}/stop`, {}, stopReplyResultSchema)).data;
}
