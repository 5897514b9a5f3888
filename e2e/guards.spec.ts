import { expect, signInViaApi, test, toast } from './support/fixtures';

for (const path of ['/chat/new', '/admin/users', '/user/trial']) {
  test(`a visitor opening ${path} is sent to /login with 'Please login to continue.'`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Please login to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
}

test('a user opening the admin area is sent to /chat/new with the admin-only message', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/admin/dashboard');
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(toast(page, 'Access denied. Only administrators can access this area.')).toBeVisible();
});

test('an admin opening a user page is sent to /admin/users with the dashboard message', async ({
  page,
  admin,
}) => {
  await signInViaApi(page, admin.email, admin.password, '/chat/new');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(toast(page, 'Access denied. Please use the admin dashboard.')).toBeVisible();
});

test('a signed-in user opening /sign-in goes to /chat/new, and an admin opening /sign-up to /admin/users', async ({
  page,
  user,
  admin,
  browser,
}) => {
  await signInViaApi(page, user.email, user.password, '/chat/new');
  // The session is restored from the cookie once the app has loaded.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/chat\/new$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat\/new$/);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInViaApi(adminPage, admin.email, admin.password, '/admin/dashboard');
  await expect(adminPage.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await adminPage.goto('/sign-up');
  await expect(adminPage).toHaveURL(/\/admin\/users$/);
  await adminContext.close();
});

test('the account menu of a user leads to Profile, Settings and Upgrade; the credits badge to the plans', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/chat/new');
  await expect(page.getByTestId('credits-badge')).toHaveText('10');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/chat/profile');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/chat/settings');
  await expect(page.getByRole('menuitem', { name: 'Upgrade' })).toHaveAttribute('href', '/chat/products');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: /credits — view plans/ }).click();
  await expect(page).toHaveURL(/\/chat\/products$/);
  await page.getByRole('banner').getByRole('link', { name: 'Mock Trials' }).click();
  await expect(page).toHaveURL(/\/user\/trial$/);
});
