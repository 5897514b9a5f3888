export type Theme = 'light' | 'dark';

/** The storage key of the chosen theme; light when nothing is stored. */
export const THEME_STORAGE_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function applyStoredTheme(): void {
  applyTheme(readStoredTheme());
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: told whenever storeTheme changes the theme. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeTheme(theme: Theme): void {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}
