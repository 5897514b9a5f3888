import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, inBothThemes } from './axe';
import { expect } from './fixtures';

/** Where the screens are kept as screenshots to look at, when E2E_SCREENSHOTS_DIR names a folder. */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** The two widths every screen is looked at: a laptop and a phone. */
export const SCREEN_SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * The screen a journey has reached, looked at on a laptop and on a phone, light and dark: axe finds nothing,
 * the page does not scroll sideways; each is kept as a full-page screenshot when SHOTS is set. A journey runs its
 * steps once and calls this at each screen, so the phone's layout is checked without walking the journey twice.
 */
export async function checkScreen(page: Page, name: string) {
  if (SHOTS) await fs.mkdir(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    // From the top, nothing focused: a full-page shot of a scrolled page draws the fixed header mid-page.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    // The theme switched in place, as the toggle does: an open dialog stays open for both.
    await inBothThemes(page, async (theme) => {
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${name} scrolls sideways at ${size.width} px`,
      ).toBeLessThanOrEqual(0);
      if (SHOTS)
        await page.screenshot({
          path: path.join(SHOTS, `${name}-${size.width}-${theme}.png`),
          fullPage: true,
        });
    });
  }
  if (before) await page.setViewportSize(before);
}
