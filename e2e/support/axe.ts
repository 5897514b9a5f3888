import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** axe finds nothing on the whole page, its top bar and any open dialog included. */
export async function expectNoAxeViolations(page: Page) {
  const describe = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const whole = await new AxeBuilder({ page }).analyze();
  expect(describe(whole.violations)).toEqual([]);
}
