import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { readStoredTheme, storeTheme, subscribeTheme } from '@/lib/theme';

/**
 * Light or dark, kept in storage; light by default. The icon follows the page's `dark` class (set before
 * paint), so a prerendered page shows the right one before the app runs; the name follows once it does
 * (hydration starts from the prerender's light theme, then reads the stored one).
 */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useSyncExternalStore(subscribeTheme, readStoredTheme, () => 'light');
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={`Switch to ${next} theme`}
      onClick={() => storeTheme(next)}
    >
      <Sun className="hidden size-5 dark:block" />
      <Moon className="size-5 dark:hidden" />
    </Button>
  );
}
