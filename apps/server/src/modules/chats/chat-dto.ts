import type { Chat, ChatDetail, ChatMessage } from '@amicus/contract/chats/schemas';
import type { chats, messages } from '../../db/schema/index';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export function toChat(row: ChatRow): Chat {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    status: row.status,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toChatDetail(row: ChatRow): ChatDetail {
  return {
    ...toChat(row),
    questionResponses: row.questionResponses,
    legalQuestionnaire: row.legalQuestionnaire,
  };
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    message: row.message,
    sender: row.sender,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
