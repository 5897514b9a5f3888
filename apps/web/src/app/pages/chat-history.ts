// Route module: the page loads on first visit.
export { ChatHistoryPage as default } from '@/features/chat/pages/chat-history-page';
