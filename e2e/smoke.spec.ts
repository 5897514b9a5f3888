import { expect, signInViaApi, test, toast } from './support/fixtures';

test('a user signs in and lands on /chat/new', async ({ page, user }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(toast(page, 'You have been logged in successfully')).toBeVisible();
});

test('the API sign-in restores the session from the cookie', async ({ page, user }) => {
  await signInViaApi(page, user.username, user.password, '/chat/new');
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(page.getByTestId('credits-badge')).toHaveText('10');
});
