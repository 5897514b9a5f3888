import { expect, test } from './support/fixtures';

test('an unknown address shows the not-found page, whose Go Back and Go Home work', async ({ page }) => {
  await page.goto('/sign-in');
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto('/chat/new/too/deep');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
