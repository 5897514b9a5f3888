import type { Chat, ChatDetail, ChatMessage } from '@amicus/contract/chats/schemas';
import { users, type chats, type messages } from '../../db/schema/index';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The chat's owner as answers name it: every chat carries its `user`, not only the id. */
export type ChatOwner = { id: number; name: string };
/** The columns of `ChatOwner`, for a select that joins `users`. */
export const chatOwnerColumns = { id: users.id, name: users.name };

export function toChat(row: ChatRow, owner: ChatOwner): Chat {
  return {
    id: row.id,
    userId: row.userId,
    user: owner,
    title: row.title,
    status: row.status,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toChatDetail(row: ChatRow, owner: ChatOwner): ChatDetail {
  return {
    ...toChat(row, owner),
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
    sources: row.sources ?? null,
    citationCheck: row.citationCheck ?? null,
    fileQuoteCheck: row.fileQuoteCheck ?? null,
    files: row.files ?? null,
  };
}
