/**
 * 'chat-created', emitted with the new chat's id after creation: the chat list reloads on it.
 * A DOM event, so any mounted list hears it without the flow knowing who listens.
 */
const CHAT_CREATED = 'amicus:chat-created';

export function emitChatCreated(chatId: number) {
  window.dispatchEvent(new CustomEvent<{ chatId: number }>(CHAT_CREATED, { detail: { chatId } }));
}

export function onChatCreated(listener: (chatId: number) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<{ chatId: number }>).detail.chatId);
  window.addEventListener(CHAT_CREATED, handler);
  return () => window.removeEventListener(CHAT_CREATED, handler);
}
