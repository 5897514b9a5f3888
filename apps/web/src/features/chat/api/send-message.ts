import { openEventStream } from '@/lib/open-event-stream';

/** Sends a message and streams the reply (POST /chats/{id}/messages with Accept: text/event-stream). */
export function sendMessageStream(chatId: number, message: string, signal: AbortSignal) {
  return openEventStream(`/chats/${chatId}/messages`, { method: 'POST', body: { message }, signal });
}
