import { and, asc, eq } from 'drizzle-orm';
import { documentMessages as m } from '@amicus/contract/documents/messages';
import type { DbOrTx } from '../../db/client';
import { categories, chats, messages, users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

export type ChatRow = typeof chats.$inferSelect;

/** What a chat tells plainly: its questionnaire, the user's own words, its area and who the user is. */
export type ChatFacts = {
  chat: ChatRow;
  /** The chat's legal area (its category's slug), when it has one. */
  area: string | null;
  /** The topic, the questionnaire's description and the user's messages, each with when it was written. */
  texts: { text: string; at: Date }[];
  user: { name: string; email: string };
};

/** The user's own chat; another user's answers 404 as a missing one does. */
export async function findOwnChat(db: DbOrTx, userId: number, chatId: number): Promise<ChatRow> {
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
  if (!chat) throw notFound(m.chatNotFound);
  return chat;
}

/** Reads what a chat tells: its first 200 messages are plenty for a letter's facts. */
export async function chatFacts(db: DbOrTx, chat: ChatRow): Promise<ChatFacts> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, chat.userId));
  const [category] =
    chat.categoryId === null
      ? []
      : await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, chat.categoryId));
  const rows = await db
    .select({ message: messages.message, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.chatId, chat.id), eq(messages.sender, 'user')))
    .orderBy(asc(messages.id))
    .limit(200);
  return {
    chat,
    area: category?.slug ?? null,
    texts: [
      { text: chat.legalQuestionnaire.description, at: chat.createdAt },
      ...chat.questionResponses.map((response) => ({ text: response.question, at: chat.createdAt })),
      ...rows.map((row) => ({ text: row.message, at: row.createdAt })),
    ],
    user: user ?? { name: '', email: '' },
  };
}
