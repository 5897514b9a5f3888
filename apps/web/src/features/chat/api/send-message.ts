import { openEventStream } from '@/lib/open-event-stream';

/**
 * Sends a message, with the chat's files it was sent with, and streams the reply (POST /chats/{id}/messages
 * with Accept: text/event-stream).
 */
export function sendMessageStream(
  chatId: number,
  message: string,
  signal: AbortSignal,
  attachmentIds: number[] = [],
) {
  const body = attachmentIds.length > 0 ? { message, attachmentIds } : { message };
  return openEventStream(`/chats/${chatId}/messages`, { method: 'POST', body, signal });
}
