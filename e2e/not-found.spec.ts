import { expect, signInViaApi, test } from './support/fixtures';

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

test('a page whose code cannot be fetched says so in words, and Reload brings it back', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/chat/new');
  await expect(page.getByRole('link', { name: 'New Chat' })).toBeVisible();
  // As offline, or after a deploy replaced the chunk this tab knows of.
  await page.route('**/assets/chat-history-*.js', (route) => route.abort('internetdisconnected'));

  await page.getByRole('link', { name: 'Chat History' }).first().click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(
    page.getByText(
      'Check your connection and reload the page. If Amicus was updated a moment ago, reloading fetches the new version.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/dynamically imported module|TypeError/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

  await page.unroute('**/assets/chat-history-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Chat history' })).toBeVisible();
});

test('when the app’s own code cannot be fetched, the page says so instead of staying blank', async ({
  page,
}) => {
  await page.route('**/assets/start-app-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();

  await page.unroute('**/assets/start-app-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
