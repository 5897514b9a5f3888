/** The admin area's query keys in one place, so a write can reload exactly the lists it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  categories: ['admin', 'categories'] as const,
  questions: ['admin', 'questions'] as const,
  chatUsers: (page: number, limit: number) => ['admin', 'chat-users', page, limit] as const,
  userChats: (userId: number) => ['admin', 'user-chats', userId] as const,
  chatMessages: (chatId: number) => ['admin', 'chat-messages', chatId] as const,
  plans: ['admin', 'plans'] as const,
  subscriptions: (page: number) => ['admin', 'subscriptions', page] as const,
  subscriptionsAll: ['admin', 'subscriptions'] as const,
  trials: ['admin', 'trials'] as const,
  settings: ['admin', 'settings'] as const,
  auditLog: (page: number) => ['admin', 'audit-log', page] as const,
  librarySources: ['admin', 'library', 'sources'] as const,
  libraryImports: ['admin', 'library', 'imports'] as const,
};
