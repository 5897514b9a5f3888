import { adminToken, bearer, createAccounts, openAsAdmin, row } from './admin-steps';
import { expect, test, toast } from './support/fixtures';

test('an admin creates, edits and deletes a plan', async ({ page }) => {
  await openAsAdmin(page, '/admin/subscriptions');
  await expect(page.getByRole('heading', { name: 'Subscription Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Subscription Plans' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const name = `Student ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: 'Create New Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Subscription Plan' });
  await dialog.getByRole('button', { name: 'Create Plan' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Price is required and must be a number')).toBeVisible();
  await expect(dialog.getByText('Credit amount is required and must be a number')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Interval' })).toHaveText('Monthly');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description').fill('For students on a budget.');
  await dialog.getByLabel('Price (USD)').fill('4.99');
  await dialog.getByLabel('Credit Amount (× 100)').fill('2.5');
  await expect(dialog.getByText('= 250 credits')).toBeVisible();
  // Typing in the last feature row opens the next one; empty rows are dropped on save.
  await dialog.getByLabel('Feature 1', { exact: true }).fill('Simple legal questions');
  await dialog.getByLabel('Feature 2', { exact: true }).fill('');
  await dialog.getByLabel('Feature 2', { exact: true }).fill('Document templates');
  await expect(dialog.getByLabel('Feature 3', { exact: true })).toHaveValue('');
  // What a feature line sells is an entitlement set beside it: none unless the admin ticks it.
  await expect(dialog.getByRole('checkbox', { name: 'Priority response' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Create Plan' }).click();
  await expect(toast(page, 'Plan created successfully')).toBeVisible();

  const planRow = row(page, name);
  await expect(planRow).toContainText('$4.99');
  await expect(planRow.getByRole('cell').nth(3)).toHaveText('250');
  await expect(planRow).toContainText('Document templates');
  await expect(planRow).toContainText('Monthly');
  await expect(planRow).toContainText('Active');

  await planRow.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Subscription Plan' });
  // Credit amount shown divided by 100 in the form, raw in the table.
  await expect(edit.getByLabel('Credit Amount (× 100)')).toHaveValue('2.5');
  await expect(edit.getByLabel('Price (USD)')).toHaveValue('4.99');
  await edit.getByLabel('Price (USD)').fill('5.99');
  await edit.getByRole('checkbox', { name: 'Priority response' }).check();
  await edit.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: 'Yearly' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Plan updated successfully')).toBeVisible();
  await expect(planRow).toContainText('$5.99');
  await expect(planRow).toContainText('Yearly');
  await expect(planRow.getByRole('cell').nth(3)).toHaveText('250');
  // Opened again, the plan keeps the priority it was given.
  await planRow.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByRole('checkbox', { name: 'Priority response' })).toBeChecked();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await planRow.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this plan?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, /deleted|deactivated/)).toBeVisible();
  await expect(planRow).toHaveCount(0);
});

test('an admin refreshes the subscriptions and cancels an active one', async ({ page, request }) => {
  const token = await adminToken(request);
  const [subscriber] = await createAccounts(request, token, 1, 'subscriber');
  const plans = (await (await request.get('/api/v1/subscription/', { headers: bearer(token) })).json()).data;
  const basic = plans.find((p: { name: string }) => p.name === 'Basic');

  await openAsAdmin(page, '/admin/subscriptions');
  await page.getByRole('tab', { name: 'Active Subscriptions' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();

  const started = await request.post('/api/v1/subscription/sub', {
    headers: bearer(token),
    data: { userId: subscriber!.id, planId: basic.id },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  await page.getByRole('button', { name: 'Refresh' }).click();
  const subscriptionRow = row(page, subscriber!.email);
  await expect(subscriptionRow).toContainText(String(subscriber!.id));
  await expect(subscriptionRow).toContainText('Basic');
  await expect(subscriptionRow).toContainText('Active');
  await expect(subscriptionRow.getByRole('cell').nth(4)).not.toHaveText('N/A');

  await subscriptionRow.getByRole('button', { name: /^Cancel subscription/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to cancel this subscription? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'No, Keep It' }).click();
  await expect(subscriptionRow).toContainText('Active');

  await subscriptionRow.getByRole('button', { name: /^Cancel subscription/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
  // Worded for the admin: it is the subscriber's subscription, not theirs.
  await expect(toast(page, `${subscriber!.name}’s subscription has been cancelled.`)).toBeVisible();
  await expect(subscriptionRow).toContainText('Cancelled');
  await expect(subscriptionRow.getByRole('cell').nth(4)).toHaveText('N/A');
  await expect(subscriptionRow.getByRole('button', { name: /^Cancel subscription/ })).toHaveCount(0);
});
