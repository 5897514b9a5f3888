// Applies the stored theme before React renders, so a dark-theme user never sees a light flash.
// (An external module, not an inline script: the Content-Security-Policy allows no inline script.)
import { applyStoredTheme } from './lib/theme';

applyStoredTheme();
