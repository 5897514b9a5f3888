import { editMessagePath } from '@amicus/contract/chats/regenerate';
import { openEventStream } from '@/lib/open-event-stream';

/**
 * Replaces the user's last message with `message` and streams the reply regenerated after it
 * (PUT /chats/{id}/messages/{messageId}).
 */
export function editMessageStream(chatId: number, messageId: number, message: string, signal: AbortSignal) {
  return openEventStream(editMessagePath(chatId, messageId), { method: 'PUT', body: { message }, signal });
}
