import { creditKeys } from '@/lib/credits/prices';

/**
 * Query keys of the chat feature. Lists and history share the 'chats' prefix so one invalidation after a
 * create, rename or delete refreshes the sidebar and the history page together.
 */
export const chatKeys = {
  lists: ['chats', 'list'] as const,
  page: (limit: number) => ['chats', 'list', limit] as const,
  history: (q: string) => ['chats', 'history', q] as const,
  allHistory: ['chats', 'history'] as const,
  detail: (chatId: number) => ['chat', chatId] as const,
  attachments: (chatId: number) => ['chat', chatId, 'attachments'] as const,
  questions: (categoryId: number) => ['categories', categoryId, 'questions'] as const,
  /** The badge's balance, which paid work elsewhere refreshes too. */
  credits: creditKeys.balance,
};
