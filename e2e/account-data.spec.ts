import fs from 'node:fs/promises';
import { accountMessages } from '@amicus/contract/account/data';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './support/axe';
import { expect, signInViaApi, test, toast } from './support/fixtures';

test('a user downloads everything Amicus holds about them, then deletes their account', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toContainText('chats.json');
  await expect(yourData).toContainText('can be downloaded for 7 days');

  // The archive is prepared by a job the card follows, then offered with its size and expiry.
  await yourData.getByRole('button', { name: 'Download your data' }).click();
  const archive = yourData.getByRole('button', { name: /^Download archive \(\d+(\.\d)? (bytes|KB|MB)\)$/ });
  await expect(archive).toBeVisible({ timeout: 30_000 });
  await expect(yourData.getByText(/^Available until /)).toBeVisible();
  await expect(yourData.getByRole('button', { name: 'Prepare a new archive' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  const downloading = page.waitForEvent('download');
  await archive.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^amicus-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await fs.readFile(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');

  // A reload finds the same archive ready, without preparing another.
  await page.reload();
  await expect(archive).toBeVisible();

  const danger = page.getByRole('region', { name: 'Delete account' });
  await expect(danger).toContainText('kept for 7 years, without your name or e-mail, as tax law requires');
  await danger.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);

  // A wrong password is said in the dialog, and nothing else happens.
  await dialog.getByLabel('Your password').fill('Not#thePassword1');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(accountMessages.wrongPassword);
  await expect(page).toHaveURL(/\/chat\/profile$/);
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Your password').fill(user.password);
  await confirm.click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(toast(page, accountMessages.deleted)).toBeVisible();

  // The account is gone: its credentials no longer sign in.
  await page.goto('/login');
  await page.getByLabel('Email or Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Invalid credentials. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an archive being prepared is followed again after a reload', async ({ page, user }) => {
  await signInViaApi(page, user.email, user.password, '/chat/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const started = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/v1/account/export') && answer.request().method() === 'POST',
  );
  await yourData.getByRole('button', { name: 'Download your data' }).click();
  expect((await started).status()).toBe(202);
  await page.reload();
  // The reloaded page reads the archive's job from the server and follows it to the end.
  await expect(yourData.getByRole('button', { name: /^Download archive/ })).toBeVisible({ timeout: 30_000 });
});
