import { openReplyStream } from './open-reply-stream';

/** Attaches to the reply being generated: its text so far as the first chunk, then the rest live. */
export function attachReplyStream(chatId: number, signal: AbortSignal) {
  return openReplyStream(`/chats/${chatId}/stream`, { method: 'GET', signal });
}
