import { expect, readMailLink, signInViaForm, test, toast } from './support/fixtures';

test('a user resets a forgotten password from the e-mailed link and signs in with the new one', async ({
  page,
  user,
}) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(toast(page, 'Password reset instructions have been sent to your email')).toBeVisible();
  const link = await readMailLink(user.email, '/reset-password');
  expect(link).toContain(`email=${encodeURIComponent(user.email)}`);

  await page.goto(link);
  await page.getByLabel('New Password').fill('Brand-new#pass9');
  await page.getByLabel('Confirm Password').fill('Brand-new#pass9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expect(toast(page, 'Your password has been reset successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The old password no longer works…
  await page.getByLabel('Email or Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid credentials. Please try again.')).toBeVisible();
  // …the new one does.
  await signInViaForm(page, user.email, 'Brand-new#pass9');
  await expect(page).toHaveURL(/\/chat\/new$/);

  // The link worked once.
  const again = await page.context().browser()!.newPage();
  await again.goto(link);
  await again.getByLabel('New Password').fill('Another-new#pass9');
  await again.getByLabel('Confirm Password').fill('Another-new#pass9');
  await again.getByRole('button', { name: 'Reset Password' }).click();
  await expect(again.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(toast(again, 'Invalid or expired token')).toBeVisible();
  await again.close();
});

test('the reset form checks its fields before sending', async ({ page }) => {
  await page.goto('/reset-password?token=abc&email=someone%40example.com');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('shorter!');
  await page.getByLabel('New Password').fill('long-enough');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('a reset link without its token or e-mail shows Invalid Reset Link, which offers a new one', async ({
  page,
}) => {
  await page.goto('/reset-password?email=someone%40example.com');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a forged reset token shows Invalid Reset Link', async ({ page, user }) => {
  await page.goto(`/reset-password?token=forged-token&email=${encodeURIComponent(user.email)}`);
  await page.getByLabel('New Password').fill('Brand-new#pass9');
  await page.getByLabel('Confirm Password').fill('Brand-new#pass9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('the Check your email panel resends the link, which replaces the first one, and returns to sign-in', async ({
  page,
  user,
}) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const first = await readMailLink(user.email, '/reset-password');

  await page.getByRole('button', { name: 'Resend email' }).click();
  // The same message again: shown once, not stacked.
  await expect(toast(page, 'Password reset instructions have been sent to your email')).toHaveCount(1);
  await expect.poll(() => readMailLink(user.email, '/reset-password'), { timeout: 10_000 }).not.toBe(first);
  const second = await readMailLink(user.email, '/reset-password');

  // The older link was voided by the newer request.
  await page.goto(first);
  await page.getByLabel('New Password').fill('Brand-new#pass9');
  await page.getByLabel('Confirm Password').fill('Brand-new#pass9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();

  await page.goto(second);
  await expect(page.getByLabel('New Password')).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('link', { name: 'Return to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});
