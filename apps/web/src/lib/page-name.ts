import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name of what a detail page shows (a chat's or a document's title), once it has loaded: the tab names the
 * item rather than its kind ("Security deposit demand letter — Amicus", not "Document — Amicus"). One page
 * names itself at a time; its name goes when it unmounts or its item changes.
 */
let current: string | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Names the page for as long as it is mounted with this name; nothing while its item is loading. */
export function usePageName(name: string | undefined) {
  useEffect(() => {
    const trimmed = name?.trim();
    if (!trimmed) return;
    current = trimmed;
    emit();
    return () => {
      if (current === trimmed) current = undefined;
      emit();
    };
  }, [name]);
}

/** The name the page on screen gave itself, if any. */
export function useNamedPage(): string | undefined {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => current,
    // Prerendered pages have no item loaded.
    () => undefined,
  );
}
