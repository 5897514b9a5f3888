import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openAsAdmin } from './admin-steps';
import { expectNoAxeViolations } from './support/axe';
import { E2E_TMP } from './support/env';
import { expect, signInViaApi, test, toast } from './support/fixtures';

// One template switched off and on again on one server: the widths run one after the other.
test.describe.configure({ mode: 'serial' });

// No other journey drafts this one, so switching it off for a moment disturbs none of them.
const TITLE = 'Consumer complaint to a business';
const SHOTS = path.join(E2E_TMP, 'screenshots');

const offered = (page: Page) => page.getByRole('switch', { name: `Offer ${TITLE}` });

/** axe finds nothing on the page in either theme; each kept as a screenshot. */
async function checkBothThemes(page: Page, width: number) {
  await fs.mkdir(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: path.join(SHOTS, `admin-templates-${width}-${theme}.png`),
      fullPage: true,
    });
  }
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

for (const width of [1280, 390]) {
  test(`an admin switches a template off and on, and the users' catalogue follows, at ${width} px`, async ({
    page,
    browser,
    user,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openAsAdmin(page, '/admin/document-templates');
    await expect(page.getByRole('heading', { name: 'Document Templates', level: 1 })).toBeVisible();
    await expect(offered(page)).toBeChecked();
    // Every template is listed with its category; at 390 px the switch is on the row's card, in reach.
    await expect(page.getByRole('switch')).toHaveCount(8);
    await offered(page).scrollIntoViewIfNeeded();
    const box = (await offered(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await checkBothThemes(page, width);

    await offered(page).click();
    await expect(toast(page, `“${TITLE}” is no longer offered to users.`)).toBeVisible();
    await expect(offered(page)).not.toBeChecked();

    // The user's catalogue no longer offers it.
    const userContext = await browser.newContext({ viewport: { width, height: 844 } });
    const userPage = await userContext.newPage();
    await signInViaApi(userPage, user.username, user.password, '/documents');
    const start = userPage.getByRole('button', { name: `Start: ${TITLE}` });
    await expect(userPage.getByRole('button', { name: 'Start: General formal letter' })).toBeVisible();
    await expect(start).toHaveCount(0);

    // Switched on again, it is offered again.
    await offered(page).click();
    await expect(toast(page, `“${TITLE}” is now offered to users.`)).toBeVisible();
    await expect(offered(page)).toBeChecked();
    await userPage.reload();
    await expect(start).toBeVisible();
    await userContext.close();
  });
}
