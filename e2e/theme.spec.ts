import { expect, signInViaApi, test } from './support/fixtures';

test('the theme starts light, and a switch to dark survives a reload', async ({ page }) => {
  await page.goto('/sign-in');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
});

test('the theme chosen in the app is the one the sign-in page shows after logout', async ({ page, user }) => {
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
