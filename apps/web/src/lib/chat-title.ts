/**
 * How the sidebar names a chat (spec, Layouts): the title capitalised, and a title of exactly 'Chat' (the
 * server's default for a chat without a topic) as 'Chat {id}' so several of them can be told apart.
 */
export function chatDisplayTitle(chat: { id: number; title: string }): string {
  const title = chat.title.trim();
  if (title === 'Chat') return `Chat ${chat.id}`;
  if (!title) return `Chat ${chat.id}`;
  return title[0]!.toLocaleUpperCase() + title.slice(1);
}
