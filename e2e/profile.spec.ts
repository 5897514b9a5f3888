import { expect, signInViaApi, signInViaForm, test, toast } from './support/fixtures';
import { TINY_PNG } from './support/images';

test('a user changes name and avatar, and the top bar shows them, also after a reload', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByText('Email cannot be changed')).toBeVisible();

  await page.getByLabel('Full Name').fill('Renamed Person');
  await page
    .getByLabel('Upload profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();

  const accountButton = page.getByRole('button', { name: 'Account menu' });
  await expect(accountButton).toContainText('Renamed Person');
  // Radix shows the image only once it has loaded, so its presence proves the server serves it.
  await expect(accountButton.locator('img')).toHaveAttribute('src', /^\/uploads\/avatars\/[\w-]+\.png$/);

  await page.reload();
  await expect(accountButton).toContainText('Renamed Person');
  await expect(accountButton.locator('img')).toHaveAttribute('src', /^\/uploads\/avatars\/[\w-]+\.png$/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Renamed Person');
});

test('the profile form explains what is wrong', async ({ page, user }) => {
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  await page.getByLabel('Full Name').fill('A');
  await page.getByLabel('Username').fill('b');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible();
  await expect(page.getByText('Username must be at least 2 characters')).toBeVisible();

  await page
    .getByLabel('Upload profile picture')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose an image file (PNG, JPEG, WebP or GIF)')).toBeVisible();
});

test('a user changes the password, stays signed in here, and signs in with the new one', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/tab=password/);
  const panel = page.getByRole('tabpanel');

  await panel.getByRole('button', { name: 'Update Password' }).click();
  await expect(panel.getByText('Current password is required')).toBeVisible();
  await expect(panel.getByText('Password must be at least 8 characters')).toBeVisible();

  await panel.getByLabel('Current Password', { exact: true }).fill('Wrong#password1');
  await panel.getByLabel('New Password', { exact: true }).fill('Changed#pass2026');
  await panel.getByLabel('Confirm New Password').fill('Changed#pass2027');
  await panel.getByRole('button', { name: 'Update Password' }).click();
  await expect(panel.getByText("Passwords don't match")).toBeVisible();

  await panel.getByLabel('Confirm New Password').fill('Changed#pass2026');
  await panel.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Current password is incorrect')).toBeVisible();

  await panel.getByLabel('Current Password', { exact: true }).fill(user.password);
  await panel.getByLabel('Show password').first().click();
  await expect(panel.getByLabel('Current Password', { exact: true })).toHaveAttribute('type', 'text');
  await panel.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expect(panel.getByLabel('Current Password', { exact: true })).toHaveValue('');
  await expect(panel.getByLabel('New Password', { exact: true })).toHaveValue('');

  // This device stays signed in with the fresh token.
  await page.reload();
  await expect(page).toHaveURL(/\/chat\/profile\?tab=password$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid credentials. Please try again.')).toBeVisible();
  await signInViaForm(page, user.email, 'Changed#pass2026');
  await expect(page).toHaveURL(/\/chat\/new$/);
});

test('another device is signed out by a password change', async ({ page, user, browser }) => {
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInViaApi(other, user.email, user.password, '/chat/profile');
  await expect(other).toHaveURL(/\/chat\/profile$/);

  await signInViaApi(page, user.email, user.password, '/chat/profile?tab=password');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Current Password', { exact: true }).fill(user.password);
  await panel.getByLabel('New Password', { exact: true }).fill('Changed#pass2026');
  await panel.getByLabel('Confirm New Password').fill('Changed#pass2026');
  await panel.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();

  // The other device's next call is refused and cannot be refreshed.
  await other.getByLabel('Full Name').fill('From the other device');
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(toast(other, 'Session expired. Please login again.')).toBeVisible();
  await otherContext.close();
});

test("an admin's profile lives at /admin/profile with both tabs", async ({ page, admin }) => {
  await signInViaApi(page, admin.email, admin.password, '/admin/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
  await expect(page.getByLabel('Account summary')).toContainText('Administrator');
});
