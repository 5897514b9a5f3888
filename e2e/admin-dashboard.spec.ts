import { openAsAdmin } from './admin-steps';
import { expect, signUpViaApi, test } from './support/fixtures';

test('the dashboard figures change after a user signs up', async ({ page, request }) => {
  await openAsAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const totalUsers = page.getByRole('group', { name: 'Total Users' });
  await expect(totalUsers.locator('[data-slot=detail]')).toHaveText(/^\d[\d,]* active users$/);
  const before = Number((await totalUsers.locator('[data-slot=value]').textContent())!.replace(/,/g, ''));
  await expect(page.getByRole('group', { name: 'Mock Trials' })).toContainText('in the last 30 days');
  await expect(page.getByRole('group', { name: 'Active Subscriptions' })).toContainText(/% of \d+ total/);
  await expect(page.getByRole('group', { name: 'Total Credits' })).toBeVisible();
  for (const list of ['Recent Users', 'Recent Mock Trials', 'Top Users', 'Subscription Plan Distribution'])
    await expect(page.getByRole('region', { name: list })).toBeVisible();
  const creditsBefore = Number(
    (await page
      .getByRole('group', { name: 'Total Credits' })
      .locator('[data-slot=value]')
      .textContent())!.replace(/,/g, ''),
  );

  const newcomer = await signUpViaApi(request);
  await page.reload();
  // At least one more: journeys running beside this one sign people up too.
  await expect
    .poll(async () =>
      Number((await totalUsers.locator('[data-slot=value]').textContent())?.replace(/,/g, '') ?? NaN),
    )
    .toBeGreaterThanOrEqual(before + 1);
  // A new account brings its sign-up credits.
  await expect(
    page.getByRole('group', { name: 'Total Credits' }).locator('[data-slot=value]'),
  ).not.toHaveText(creditsBefore.toLocaleString('en-US'));
  const recent = page
    .getByRole('region', { name: 'Recent Users' })
    .getByRole('listitem')
    .filter({ hasText: newcomer.email });
  await expect(recent).toContainText(newcomer.name);
  await expect(recent).toContainText(/less than a minute ago|1 minute ago/);
});

test('admin page headings use the serif face every other page heading uses', async ({ page }) => {
  await openAsAdmin(page, '/admin/dashboard');
  const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Source Serif 4/);
});

test('the dashboard shows its red panel when the figures cannot be loaded', async ({ page }) => {
  await page.route('**/api/v1/admin/stats', (route) => route.fulfill({ status: 500, body: '{}' }));
  await openAsAdmin(page, '/admin/dashboard');
  await expect(page.getByRole('alert')).toHaveText('Failed to load dashboard data. Please try again later.');
});
