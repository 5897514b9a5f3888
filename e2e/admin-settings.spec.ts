import { openAsAdmin } from './admin-steps';
import { expect, newUser, test, toast } from './support/fixtures';

test('an admin changes the sign-up credits, new accounts get them, and the audit log shows it', async ({
  page,
  request,
}) => {
  await openAsAdmin(page, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Default system prompt')).toHaveValue(/legal information/i);
  const credits = page.getByLabel('Sign-up credits');
  const previous = await credits.inputValue();
  await credits.fill('-1');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Sign-up credits cannot be negative')).toBeVisible();

  await credits.fill('37');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();

  const body = newUser('settled');
  const signup = await request.post('/api/v1/auth/signup', { data: body });
  expect((await signup.json()).data.credits).toBe(37);

  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const entry = page.getByRole('row').filter({ hasText: 'Settings' }).first();
  await expect(entry).toContainText('update');
  await expect(entry).toContainText(`signupCredits: ${previous} → 37`);

  // Put it back for the other journeys.
  await page.getByRole('tab', { name: 'Defaults' }).click();
  await credits.fill(previous);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved').last()).toBeVisible();
});
