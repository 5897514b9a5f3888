import { CHAT_TITLE_MAX_LENGTH } from '@amicus/contract/chats/schemas';

/**
 * A new chat's title: the suggested question's title, or the topic the user typed, on one line and cut at a
 * word boundary so the sidebar shows whole words.
 */
export function chatTitleFrom(topic: string): string {
  const line = topic.replace(/\s+/g, ' ').trim();
  if (line.length <= CHAT_TITLE_MAX_LENGTH) return line || 'Chat';
  const cut = line.slice(0, CHAT_TITLE_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > CHAT_TITLE_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
