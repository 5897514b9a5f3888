// Route module: the page loads on first visit.
export { ChatPage as default } from '@/features/chat/pages/chat-page';
