import { openEventStream } from '@/lib/open-event-stream';

/** Starts the first assistant reply of a new chat, or attaches to it when it already runs. */
export function initialMessageStream(chatId: number, signal: AbortSignal) {
  return openEventStream(`/chats/${chatId}/initial-message`, { method: 'GET', signal });
}
