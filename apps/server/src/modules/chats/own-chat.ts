import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '../../http/app-error';
import type { DbOrTx } from '../../db/client';
import { chats, messages, users } from '../../db/schema/index';
import { chatOwnerColumns, type ChatOwner, type ChatRow, type MessageRow } from './chat-dto';

export const chatNotFound = () => notFound('Chat not found');

/** The user's own chat; another user's chat is indistinguishable from a missing one (404). */
export async function ownChat(db: DbOrTx, userId: number, chatId: number): Promise<ChatRow> {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)));
  if (!row) throw chatNotFound();
  return row;
}

/** The owner of the caller's chats: the caller, by id and name. */
export async function chatOwner(db: DbOrTx, userId: number): Promise<ChatOwner> {
  const [owner] = await db.select(chatOwnerColumns).from(users).where(eq(users.id, userId));
  // The caller's session was checked against an active user, so the row exists.
  return owner!;
}

export async function readMessage(db: DbOrTx, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row;
}

/** The chat's newest assistant reply, if it has one. */
export async function latestReply(db: DbOrTx, chatId: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.sender, 'system')))
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}
