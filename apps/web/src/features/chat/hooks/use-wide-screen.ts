import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the chat's source panel sits beside the transcript instead of covering it. */
const WIDE = '(min-width: 1024px)';

const subscribe = (notify: () => void) => {
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
};

/** Whether the screen is wide enough for a panel beside the chat; re-renders when that changes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
