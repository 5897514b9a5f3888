import { useSessionStore } from '@/lib/session-store';

/**
 * Unsent text of the composer, per user and chat, in this tab's sessionStorage: a message refused for want of
 * credits is still there after the trip to the plans page (or a reload), and gone with the tab. Signing out
 * clears every draft, so the next person at this browser never sees one.
 */
const PREFIX = 'amicus.draft.';

const keyOf = (chatId: number) => {
  const userId = useSessionStore.getState().user?.id;
  return userId === undefined ? null : `${PREFIX}${userId}.${chatId}`;
};

export function readDraft(chatId: number): string {
  const key = keyOf(chatId);
  return (key && sessionStorage.getItem(key)) ?? '';
}

export function writeDraft(chatId: number, text: string) {
  const key = keyOf(chatId);
  if (!key) return;
  if (text === '') sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, text);
}

function clearDrafts() {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}

useSessionStore.subscribe((state, previous) => {
  if (previous.user && !state.user) clearDrafts();
});
