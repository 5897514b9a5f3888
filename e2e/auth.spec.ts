import type { Page } from '@playwright/test';
import { expect, newUser, signInViaForm, test, toast } from './support/fixtures';

/** The state React Router keeps with the current history entry (navigation state). */
const navigationState = (page: Page) =>
  page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null);

test('a visitor signs up through the form, signs in and lands on /chat/new at category selection', async ({
  page,
}) => {
  const person = newUser('signup');
  await page.goto('/sign-up');
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).click();
  await create.click();

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(
    toast(page, 'Account created successfully. Please check your email for verification instructions.'),
  ).toBeVisible();

  await page.getByLabel('Email or Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(toast(page, 'You have been logged in successfully')).toBeVisible();
  expect(await navigationState(page)).toEqual({ stage: 'category_selection' });
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(person.name);
});

test('signing up with a taken e-mail keeps the visitor on the form with the reason', async ({
  page,
  user,
}) => {
  await page.goto('/sign-up');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(`${user.username}x`);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('checkbox', { name: /I agree/ }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'An account with this email already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('an admin signs in and lands on the admin dashboard', async ({ page, admin }) => {
  await signInViaForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, 'You have been logged in successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Administrator')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/admin/profile');
});

test('sign-in asks to fill in all fields, and refuses a wrong password', async ({ page, user }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Username').fill(user.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Not-the-password#1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid credentials. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the password field has a show/hide toggle', async ({ page }) => {
  await page.goto('/sign-in');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('with Remember me off the session stays out of localStorage and lives in sessionStorage', async ({
  page,
  user,
}) => {
  await signInViaForm(page, user.email, user.password, { remember: false });
  await expect(page).toHaveURL(/\/chat\/new$/);
  const storage = await page.evaluate(() => ({
    local: ['user-storage', 'token', 'user'].map((k) => localStorage.getItem(k)),
    session: ['user-storage', 'token', 'user'].map((k) => sessionStorage.getItem(k)),
  }));
  expect(storage.local).toEqual([null, null, null]);
  expect(storage.session.every(Boolean)).toBe(true);
  expect(JSON.parse(storage.session[2]!)).toMatchObject({ email: user.email });
  expect(JSON.parse(storage.session[0]!)).toMatchObject({ state: { sessionOnly: true } });

  // Still signed in after a reload of the same tab.
  await page.reload();
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(user.name);
});

test("with Remember me on the session is kept in localStorage under 'user-storage', 'token' and 'user'", async ({
  page,
  user,
}) => {
  await signInViaForm(page, user.email, user.password, { remember: true });
  await expect(page).toHaveURL(/\/chat\/new$/);
  const local = await page.evaluate(() =>
    ['user-storage', 'token', 'user'].map((k) => localStorage.getItem(k)),
  );
  expect(local.every(Boolean)).toBe(true);
  expect(local[1]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse(local[2]!)).toMatchObject({ email: user.email, role: 'user' });
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // A new tab (same browser) opens signed in.
  const second = await page.context().newPage();
  await second.goto('/chat/profile');
  await expect(second).toHaveURL(/\/chat\/profile$/);
});

test('logout goes to /login, and protected pages then send the visitor to sign in', async ({
  page,
  user,
}) => {
  await signInViaForm(page, user.email, user.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Someone who just signed out is not told to log in.
  await expect(toast(page, 'Please login to continue.')).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);

  await page.goto('/chat/new');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Please login to continue.')).toBeVisible();
});
