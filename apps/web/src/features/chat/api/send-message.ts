import { openReplyStream } from './open-reply-stream';

/** Sends a message and streams the reply (POST /chats/{id}/messages with Accept: text/event-stream). */
export function sendMessageStream(chatId: number, message: string, signal: AbortSignal) {
  return openReplyStream(`/chats/${chatId}/messages`, { method: 'POST', body: { message }, signal });
}
