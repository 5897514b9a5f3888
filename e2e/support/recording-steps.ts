import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { E2E_TMP } from './env';
import { expect, signInViaApi, type TestUser } from './fixtures';

/** Steps of the recordings journeys. */

const SHOTS = path.join(E2E_TMP, 'screenshots');

/** axe finds nothing on the page in either theme; each is kept as a screenshot to look at. */
export async function checkScreen(page: Page, name: string, width: number) {
  await fs.mkdir(SHOTS, { recursive: true });
  // From the top, nothing focused: a full-page shot of a scrolled page draws the fixed header mid-page.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-light.png`), fullPage: true });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-dark.png`), fullPage: true });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

export async function openRecordings(page: Page, user: TestUser) {
  await signInViaApi(page, user.username, user.password, '/recordings');
  await expect(page.getByRole('heading', { name: 'Recordings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Recordings — Amicus');
}
