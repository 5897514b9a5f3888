import { asc, desc, eq, sql } from 'drizzle-orm';
import { paginationOf, type Pagination } from '@amicus/contract/common/pagination';
import { adminMessages } from '@amicus/contract/admin/messages';
import type { AdminChat, ChatUser } from '@amicus/contract/admin/chats';
import type { ChatMessage } from '@amicus/contract/chats/schemas';
import type { AppContext } from '../../app-context';
import { chats, messages, users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';

/** Qualified column references: Drizzle leaves columns unqualified in a one-table select, which would make a
 * correlated subquery compare a table with itself. */
const col = (table: typeof users | typeof chats | typeof messages, name: string) =>
  sql`${table}.${sql.identifier(name)}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Accounts (role user; admins do not chat) with their chat counts, newest account first, one page at a time.
 * The page comes from the created_at index and each count from the (user_id, created_at) index of chats, so a
 * page costs the same with 100,000 accounts as with ten.
 */
export async function listChatUsers(
  ctx: AppContext,
  page: number,
  limit: number,
): Promise<{ data: ChatUser[]; pagination: Pagination }> {
  const chatCount =
    sql<number>`(select count(*) from ${chats} where ${col(chats, 'user_id')} = ${col(users, 'id')})`.mapWith(
      Number,
    );
  const lastChatAt =
    sql<Date | null>`(select max(${col(chats, 'created_at')}) from ${chats} where ${col(chats, 'user_id')} = ${col(users, 'id')})`.mapWith(
      chats.createdAt,
    );
  // The page's ids first (from the created_at index), then the counts for those rows only: counting in the
  // same select would count every row an OFFSET skips too.
  const pageOfUsers = ctx.db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, 'user'))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .as('page_of_users');
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        email: users.email,
        profileImage: users.profileImage,
        role: users.role,
        isActive: users.isActive,
        chatCount,
        lastChatAt,
      })
      .from(pageOfUsers)
      .innerJoin(users, eq(users.id, pageOfUsers.id))
      .orderBy(desc(pageOfUsers.createdAt), desc(pageOfUsers.id)),
    // Everyone minus the few admins: both counts come from indexes, where counting role = 'user' directly
    // would read the whole table.
    ctx.db
      .select({
        total:
          sql<number>`(select count(*) from ${users}) - (select count(*) from ${users} where ${col(users, 'role')} = 'admin')`.mapWith(
            Number,
          ),
      })
      .from(sql`(select 1) as one`),
  ]);
  const totalCount = total?.total ?? 0;
  return {
    data: rows.map((r) => ({ ...r, lastChatAt: iso(r.lastChatAt) })),
    pagination: paginationOf(page, limit, totalCount),
  };
}

async function chatOwner(ctx: AppContext, userId: number) {
  const [owner] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) throw notFound(adminMessages.chats.userNotFound);
  return owner;
}

const messageCount =
  sql<number>`(select count(*) from ${messages} where ${col(messages, 'chat_id')} = ${col(chats, 'id')})`.mapWith(
    Number,
  );
const chatColumns = {
  id: chats.id,
  title: chats.title,
  status: chats.status,
  categoryName: chats.categoryName,
  messageCount,
  createdAt: chats.createdAt,
  updatedAt: chats.updatedAt,
};
const toAdminChat = (
  c: { createdAt: Date; updatedAt: Date } & Omit<AdminChat, 'createdAt' | 'updatedAt'>,
) => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/** Every chat of one account, newest first, with its message count. */
export async function listUserChats(ctx: AppContext, userId: number) {
  const owner = await chatOwner(ctx, userId);
  const rows = await ctx.db
    .select(chatColumns)
    .from(chats)
    .where(eq(chats.userId, userId))
    .orderBy(desc(chats.createdAt), desc(chats.id));
  return { user: owner, data: rows.map(toAdminChat) };
}

/** One chat's messages in order, with the chat and its owner for the dialog title. */
export async function chatMessagesForAdmin(ctx: AppContext, chatId: number) {
  const [chat] = await ctx.db
    .select({ ...chatColumns, userId: chats.userId })
    .from(chats)
    .where(eq(chats.id, chatId));
  if (!chat) throw notFound(adminMessages.chats.chatNotFound);
  const [owner, rows] = await Promise.all([
    chatOwner(ctx, chat.userId),
    ctx.db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.id)),
  ]);
  const { userId: _userId, ...rest } = chat;
  const data: ChatMessage[] = rows.map((m) => ({
    id: m.id,
    chatId: m.chatId,
    message: m.message,
    sender: m.sender,
    status: m.status,
    error: m.error,
    createdAt: m.createdAt.toISOString(),
    sources: m.sources ?? null,
    citationCheck: m.citationCheck ?? null,
  }));
  return { chat: { ...toAdminChat(rest), user: owner }, data };
}
