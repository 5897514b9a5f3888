import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { CitedSource } from '@amicus/contract/library/schemas';
import { ChatView } from '../components/chat-view';

/**
 * /chat/{chatId}: a chat id that is not a number is not a chat; the flow starts over. `renderSource` reads a
 * cited section in the panel beside the chat (the app layer gives the library's reader).
 */
export function ChatPage({ renderSource }: { renderSource?: (source: CitedSource) => ReactNode }) {
  const { chatId } = useParams();
  const id = Number(chatId);
  if (!Number.isInteger(id) || id <= 0) {
    return <Navigate to="/chat/new" replace state={{ stage: 'category_selection' }} />;
  }
  // One session per chat: opening another chat starts afresh.
  return <ChatView key={id} chatId={id} {...(renderSource ? { renderSource } : {})} />;
}
