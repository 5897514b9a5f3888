import type { Locator, Page } from '@playwright/test';
import { expect, signInViaApi, test, toast } from './support/fixtures';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The visible controls inside `scope` that the toast's box overlaps, by their names. `below` is where the
 * sticky top bar ends: what the page scrolled under the bar is hidden by the bar, not by the toast.
 */
async function controlsUnder(page: Page, toastBox: Box, scope: Locator, below = 0) {
  const hidden: string[] = [];
  for (const control of await scope.locator('button, a[href], input, textarea, [role="tab"]').all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (!box) continue;
    const top = Math.max(box.y, below);
    const seen = { ...box, y: top, height: box.y + box.height - top };
    if (seen.height > 0 && overlaps(seen, toastBox))
      hidden.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return hidden;
}

for (const width of [1280, 390] as const) {
  test(`at ${width} px a toast hides none of the page's controls, Save Changes included`, async ({
    page,
    user,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signInViaApi(page, user.username, user.password, '/chat/profile');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    const shown = toast(page, 'Profile updated successfully!');
    await expect(shown).toBeVisible();
    // Let it settle where it stays (sonner slides it in).
    await page.waitForTimeout(600);
    const box = (await shown.boundingBox())!;
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect(await controlsUnder(page, box, page.getByRole('main'), bar.y + bar.height)).toEqual([]);
    // With the sidebar shown, the top bar has a free stretch for it too; on a phone it covers the bar instead.
    if (width === 1280) expect(await controlsUnder(page, box, page.getByRole('banner'))).toEqual([]);
  });
}
