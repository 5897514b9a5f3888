import { regeneratePath } from '@amicus/contract/chats/regenerate';
import { openEventStream } from '@/lib/open-event-stream';

/** Regenerates the chat's last reply and streams the new one (POST /chats/{id}/regenerate). */
export function regenerateReplyStream(chatId: number, signal: AbortSignal) {
  return openEventStream(regeneratePath(chatId), { method: 'POST', signal });
}
