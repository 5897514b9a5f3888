import { Navigate, useParams } from 'react-router';
import { ChatView } from '../components/chat-view';

/** /chat/{chatId}: a chat id that is not a number is not a chat; the flow starts over. */
export function ChatPage() {
  const { chatId } = useParams();
  const id = Number(chatId);
  if (!Number.isInteger(id) || id <= 0) {
    return <Navigate to="/chat/new" replace state={{ stage: 'category_selection' }} />;
  }
  // One session per chat: opening another chat starts afresh.
  return <ChatView key={id} chatId={id} />;
}
