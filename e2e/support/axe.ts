import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Every rule runs and every violation is reported with all its elements; passes, incomplete and inapplicable
 * results keep one element each, so axe no longer serialises and merges (in its extra page) every element
 * that passed: on the landing page ten times less data.
 */
const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });

/**
 * Lets the page's finite transitions and animations end first: axe reads colours as they are at that instant,
 * and one taken mid-fade (a theme switch fades colours, a carousel fades its slides in) is no colour the user
 * is left with. Endless ones (spinners) are not waited for, and none for longer than five seconds.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}

/** axe finds nothing on the whole page, its top bar and any open dialog included. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Switches the page's theme in place, as the theme toggle does (lib/theme.ts): stored, class and colour scheme. */
export function setTheme(page: Page, theme: Theme) {
  return page.evaluate((chosen) => {
    localStorage.setItem('theme', chosen);
    document.documentElement.classList.toggle('dark', chosen === 'dark');
    document.documentElement.style.colorScheme = chosen;
  }, theme);
}

/**
 * Runs `check` on the page as it is in the light theme, then in the dark one, switched in place rather than by
 * loading the page again, and leaves it light.
 */
export async function inBothThemes(page: Page, check: (theme: Theme) => Promise<void>) {
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await check(theme);
  }
  await setTheme(page, 'light');
}

/** axe finds nothing on the page in either theme (each named in a failure). */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  await inBothThemes(page, async (theme) => {
    expect(await axeViolations(page), `axe in the ${theme} theme`).toEqual([]);
  });
}

/** What axe finds on the page as it is, one line a rule with the elements it flags; [] when none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const describe = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await settled(page);
  const whole = await axe(page).analyze();
  return describe(whole.violations);
}

/** axe's colour-contrast rule alone (WCAG AA: 4.5:1 for text), over the whole page. */
export async function expectNoContrastViolations(page: Page) {
  await settled(page);
  const { violations } = await axe(page).withRules(['color-contrast']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual(
    [],
  );
}
