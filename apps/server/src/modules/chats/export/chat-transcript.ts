import { asc, eq } from 'drizzle-orm';
import { paragraphAnchor } from '@amicus/contract/library/research-schemas';
import { letterDateInWords } from '@amicus/contract/documents/letter';
import type { AppContext } from '../../../app-context';
import { messages } from '../../../db/schema/index';
import type { ChatTranscript, TranscriptMessage } from '../../../domain/chat-export/transcript';
import type { ChatRow, MessageRow } from '../chat-dto';
import { ownChat } from '../own-chat';

const DISCLAIMER =
  'Exported from Amicus. Amicus gives legal information, not legal advice: check the sources before relying on them.';

/** As the chat list names a chat: capitalised, and a chat titled 'Chat' (no topic) by its id. */
export function chatDisplayTitle(chat: Pick<ChatRow, 'id' | 'title'>): string {
  const title = chat.title.trim();
  if (!title || title === 'Chat') return `Chat ${chat.id}`;
  return title[0]!.toLocaleUpperCase('en-US') + title.slice(1);
}

/** Why a reply ended early, worded as the chat says it under the reply. */
function noteOf(row: MessageRow): string | null {
  if (row.sender === 'user') return null;
  switch (row.status) {
    case 'streaming':
      return 'This reply was still being written when the chat was exported.';
    case 'stopped':
      return row.message
        ? 'Stopped. The reply was cut short; what arrived is kept.'
        : 'Stopped before any text arrived.';
    case 'failed': {
      const reason = row.error ?? 'The reply could not be completed.';
      return row.message
        ? `${reason.replace(/\.?$/, '.')} The reply is incomplete; what arrived is kept.`
        : reason;
    }
    default:
      return null;
  }
}

/**
 * The user's own chat (another user's is a 404) as its exports set it: dates and times in `timeZone` (the
 * reader's), every message in order, each reply's sources with the address of the cited paragraph in the
 * library's section reader at APP_URL.
 */
export async function chatTranscript(
  ctx: AppContext,
  userId: number,
  chatId: number,
  timeZone = 'UTC',
): Promise<ChatTranscript> {
  const chat = await ownChat(ctx.db, userId, chatId);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(asc(messages.id));
  const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone });
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });
  const sectionUrl = (sectionId: number, paragraph: string | null) =>
    `${ctx.config.appUrl}/library/sections/${sectionId}${paragraph ? `#${paragraphAnchor(paragraph)}` : ''}`;

  const transcriptMessages: TranscriptMessage[] = rows.map((row) => ({
    sender: row.sender,
    author: row.sender === 'user' ? 'You' : 'Amicus',
    at: dateTime.format(row.createdAt),
    text: row.message,
    note: noteOf(row),
    files: (row.files ?? []).map((file) => file.fileName),
    sources: (row.sources ?? []).map((source) => ({
      n: source.n,
      citation: source.citation,
      heading: source.heading,
      sourceTitle: source.sourceTitle,
      asOf: source.asOf ? letterDateInWords(source.asOf) : null,
      url: sectionUrl(source.sectionId, source.paragraph),
    })),
  }));
  const q = chat.legalQuestionnaire;
  const place = [q.state, q.country].filter(Boolean).join(', ');
  return {
    title: chatDisplayTitle(chat),
    context: [chat.categoryName, place].filter(Boolean).join(' · '),
    dates: `Started ${date.format(chat.createdAt)} · Exported ${dateTime.format(ctx.clock.now())}`,
    messages: transcriptMessages,
    disclaimer: DISCLAIMER,
  };
}
