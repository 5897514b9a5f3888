import { useLocation } from 'react-router';
import { NewChatPage } from './new-chat-page';

/** Every navigation to /chat/new (New Chat, a deleted open chat) starts the flow afresh from its state. */
export function NewChatRoute() {
  const location = useLocation();
  return <NewChatPage key={location.key} />;
}
