// Runs before the first paint (the build marks the entry script render-blocking, see vite.config.ts).
// (An external module, not an inline script: the Content-Security-Policy allows no inline script.)
import { hasStoredSession } from './lib/stored-session';
import { applyStoredTheme } from './lib/theme';

// The stored theme, so a dark-theme user never sees a light flash.
applyStoredTheme();
// A signed-in visitor of a prerendered signed-out page (/ or /login) is sent home once the app runs, as without
// the prerender: styles.css hides that page until then rather than show it.
if (hasStoredSession()) document.documentElement.dataset.storedSession = '';
