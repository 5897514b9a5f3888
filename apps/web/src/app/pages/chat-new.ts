// Route module: the page loads on first visit.
export { NewChatRoute as default } from '@/features/chat/pages/new-chat-route';
