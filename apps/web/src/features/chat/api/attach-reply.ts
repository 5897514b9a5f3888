import { openEventStream } from '@/lib/open-event-stream';

/** Attaches to the reply being generated: its text so far as the first chunk, then the rest live. */
export function attachReplyStream(chatId: number, signal: AbortSignal) {
  return openEventStream(`/chats/${chatId}/stream`, { method: 'GET', signal });
}
