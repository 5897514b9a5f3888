import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe on the whole page finds nothing, but for one rule outside the page's own content: the top bar's credits
 * badge and account menu button are named otherwise than their visible text (label-content-name-mismatch),
 * which the shared layout has always done; that rule is checked on the page's content (main) alone.
 */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** What axe finds on the page as it is, one line a rule with the elements it flags; [] when none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const describe = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const whole = await new AxeBuilder({ page }).disableRules(['label-content-name-mismatch']).analyze();
  const main = await new AxeBuilder({ page })
    .include('main')
    .withRules(['label-content-name-mismatch'])
    .analyze();
  return [...describe(whole.violations), ...describe(main.violations)];
}

/** axe's colour-contrast rule alone (WCAG AA: 4.5:1 for text), over the whole page. */
export async function expectNoContrastViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual(
    [],
  );
}
