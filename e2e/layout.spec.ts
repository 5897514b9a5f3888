import type { Page } from '@playwright/test';
import { expect, signInViaApi, test } from './support/fixtures';

const sidebarWidth = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).evaluate((el) => el.getBoundingClientRect().width);

test('the sidebar collapses from 240 to 70 px, keeps that across a reload, and expands again', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  expect(await sidebarWidth(page)).toBe(240);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(70);
  // Icons only, each still named for assistive technology.
  await expect(page.getByRole('link', { name: 'Trial History' })).toBeVisible();

  await page.reload();
  await expect.poll(() => sidebarWidth(page)).toBe(70);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(240);
});

test('below the large breakpoint the sidebar hides behind a menu button', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Trial History' }).click();
  await expect(page).toHaveURL(/\/user\/trial\/history$/);
  // Following a link closes the menu.
  await expect(menu).toBeHidden();
});

test('the top bar stays in view while the page scrolls', async ({ page, user }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  const bar = page.getByRole('banner');
  await expect(bar).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  expect((await bar.boundingBox())?.y).toBe(0);
});

test('F8 moves focus to the notifications', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Username').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong#password1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(notifications.getByRole('list')).toBeFocused();
});
