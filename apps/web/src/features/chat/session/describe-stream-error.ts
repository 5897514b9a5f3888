import { chatMessages } from '@amicus/contract/chats/messages';
import { StreamHttpError } from '@/lib/event-stream';

export type StreamKind = 'send' | 'initial' | 'attach';

/** Not enough credits: the web sends the user to the plans. */
export function isPaymentRequired(error: unknown): error is StreamHttpError {
  return error instanceof StreamHttpError && error.status === 402;
}

/**
 * The text shown when a stream could not be read: the server's own message when it sent one,
 * else the reader's ('HTTP error! status: …', 'Error parsing message: …', …) inside 'Error sending message: …'
 * or 'Error loading initial message: …' (or 'Error from server: …' when following a reply after a reload,
 * where the user sent nothing), and the unknown-error fallbacks for anything that is not an Error. A failed
 * connection is described as one, not by the browser's own words.
 */
export function describeStreamError(error: unknown, kind: StreamKind): string {
  if (error instanceof StreamHttpError && error.body) return error.body;
  if (error instanceof Error && error.message) {
    // fetch rejects, and a body being read fails, with a TypeError when the connection does ('Failed to fetch',
    // 'network error', 'Load failed' by browser): said in words a user can act on.
    const detail = error instanceof TypeError ? chatMessages.connectionLost : error.message;
    if (kind === 'initial') return chatMessages.initialError(detail);
    if (kind === 'attach') return chatMessages.serverError(detail);
    return chatMessages.sendError(detail);
  }
  if (kind === 'initial') return chatMessages.unknownInitial;
  return chatMessages.unknownSend;
}

export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
