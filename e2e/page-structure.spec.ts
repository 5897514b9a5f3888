import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInViaApi, test } from './support/fixtures';
import { fillCard, paymentDialog, planCard } from './plans-steps';

const themes = ['light', 'dark'] as const;

async function useTheme(page: Page, theme: (typeof themes)[number]) {
  await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
}

for (const theme of themes) {
  test(`${theme}: plans, profile and settings headings go down one level at a time`, async ({
    page,
    user,
  }) => {
    // Three pages, each checked by axe.
    test.slow();
    await useTheme(page, theme);
    await signInViaApi(page, user.username, user.password, '/chat/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Professional' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/chat/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Profile Information' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/chat/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Model and instructions' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${theme}: the auth pages keep their logo inside a landmark`, async ({ page }) => {
    // Three pages, each checked by axe.
    test.slow();
    await useTheme(page, theme);
    for (const path of ['/sign-in', '/sign-up', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Amicus home' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('the active subscription lists its facts as one definition list', async ({ page, user }) => {
  await signInViaApi(page, user.username, user.password, '/chat/products');
  await planCard(page, 'Basic').getByRole('button', { name: 'Get Started' }).click();
  await fillCard(page, '4111 1111 1111 1111');
  await paymentDialog(page).getByRole('button', { name: 'Pay $9.99' }).click();
  const card = page.getByTestId('active-subscription');
  await expect(card).toBeVisible();
  // Each group of the list holds a term and its value, nothing else.
  const groups = card.locator('dl > div');
  await expect(groups).toHaveCount(3);
  for (const group of await groups.all()) {
    expect(await group.evaluate((g) => [...g.children].map((c) => c.tagName))).toEqual(['DT', 'DD']);
  }
  await expect(card.getByRole('term')).toHaveText(['Start date', 'Next billing date', 'Credits']);
  // Under the page's h1, the plan's name and the other plans are h2s, and those plans' names h3s.
  await expect(page.getByRole('heading', { level: 2, name: 'Basic' })).toBeVisible();
  await expect(planCard(page, 'Professional').getByRole('heading', { level: 3 })).toBeVisible();
});
