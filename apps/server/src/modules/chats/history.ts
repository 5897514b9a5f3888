import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ChatHistoryItem, ChatHistoryQuery } from '@amicus/contract/chats/schemas';
import { paginationOf, type Pagination } from '@amicus/contract/common/pagination';
import type { AppContext } from '../../app-context';
import { chats, messages, users } from '../../db/schema/index';
import { chatOwnerColumns, toChat } from './chat-dto';

const PREVIEW_LENGTH = 200;
const MATCH_CONTEXT = 60;

/** `%`, `_` and `\` typed by the user are matched literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words around the first match, so the sidebar can show why a chat matched. */
export function excerptAround(text: string, q: string): string {
  const at = text.toLowerCase().indexOf(q.toLowerCase());
  const start = Math.max(0, (at < 0 ? 0 : at) - MATCH_CONTEXT);
  const end = Math.min(text.length, (at < 0 ? 0 : at + q.length) + MATCH_CONTEXT);
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}

/**
 * The user's chats, newest first, a page at a time, each with the start of its last message. With `q`, only
 * chats whose title or any message contains it (case-insensitive), with the text around the first matching
 * message.
 */
export async function chatHistory(
  ctx: AppContext,
  userId: number,
  { q, page, limit }: ChatHistoryQuery,
): Promise<{ data: ChatHistoryItem[]; pagination: Pagination }> {
  const query = q?.trim() || undefined;
  const pattern = query ? likePattern(query) : undefined;
  // Written out with aliases: in a one-table select Drizzle leaves column names unqualified, which would make
  // "chat_id = id" compare within the subquery.
  const lastMessage = sql<string | null>`(
    select left(m.message, ${PREVIEW_LENGTH}) from ${messages} m
    where m.chat_id = "chats"."id" and m.message <> ''
    order by m.id desc limit 1)`;
  const matched = pattern
    ? sql<string | null>`(
        select m.message from ${messages} m
        where m.chat_id = "chats"."id" and m.message ilike ${pattern}
        order by m.id limit 1)`
    : sql<null>`null`;
  const filter = pattern
    ? or(
        ilike(chats.title, pattern),
        // The sidebar shows a chat titled 'Chat' (or nothing) as 'Chat {id}': it is found by that name too.
        sql`btrim(${chats.title}) in ('Chat', '') and ('Chat ' || ${chats.id}) ilike ${pattern}`,
        sql`exists (select 1 from ${messages} m where m.chat_id = "chats"."id" and m.message ilike ${pattern})`,
      )
    : undefined;
  const where = and(eq(chats.userId, userId), filter);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ chat: chats, owner: chatOwnerColumns, lastMessage, matched })
      .from(chats)
      .innerJoin(users, eq(users.id, chats.userId))
      .where(where)
      .orderBy(desc(chats.createdAt), desc(chats.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ value: count() }).from(chats).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    data: rows.map((row) => ({
      ...toChat(row.chat, row.owner),
      lastMessage: row.lastMessage,
      matchedText: query && row.matched ? excerptAround(row.matched, query) : null,
    })),
    pagination: paginationOf(page, limit, totalCount),
  };
}
