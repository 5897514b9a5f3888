import { openAsAdmin } from './admin-steps';
import { expectNoContrastViolations } from './support/axe';
import { apiToken } from './support/chat-steps';
import { expect, signInViaApi, test } from './support/fixtures';
import { analysedTrial } from './support/trial-steps';

// The status colours are text colours too: green badges ("Active", "Completed", the landing's "Online") on their
// own tint and red alert text read at 4.5:1 at least (WCAG AA), in both themes.

for (const theme of ['light', 'dark'] as const) {
  test.describe(`in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    });

    test("the landing's Online pill and the sign-in form's red errors have enough contrast", async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByText('Online', { exact: true })).toBeVisible();
      await expectNoContrastViolations(page);

      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Please fill in all fields').first()).toBeVisible();
      await expectNoContrastViolations(page);
    });

    test('the Active badges and red Delete buttons of admin lists have enough contrast', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openAsAdmin(page, '/admin/categories');
      await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
      await expectNoContrastViolations(page);
    });

    test("a trial's Completed badge has enough contrast", async ({ page, request, user }) => {
      await analysedTrial(request, await apiToken(request, user.username, user.password));
      await signInViaApi(page, user.username, user.password, '/user/trial/history');
      await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
      await expectNoContrastViolations(page);
    });
  });
}
