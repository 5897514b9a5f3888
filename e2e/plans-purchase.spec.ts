import { expect, signInViaApi, test, toast } from './support/fixtures';
import {
  creditsShown,
  expectNoCardDataSent,
  fillCard,
  fillNewCard,
  paymentDialog,
  planCard,
  recordRequestBodies,
} from './plans-steps';

test('a user buys Professional with the sandbox test card, sees it active, then cancels it', async ({
  page,
  user,
}) => {
  const bodies = recordRequestBodies(page);
  await signInViaApi(page, user.username, user.password, '/chat/new');
  // The credits badge leads to the plan page.
  await page.getByRole('link', { name: /credits — view plans/ }).click();
  await expect(page).toHaveURL(/\/chat\/products$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(planCard(page, 'Professional')).toContainText('$29.99');
  await expect(planCard(page, 'Professional')).toContainText('/ month');
  await expect(planCard(page, 'Professional')).toContainText('Most Popular');
  const before = await creditsShown(page);

  await planCard(page, 'Professional').getByRole('button', { name: 'Get Started' }).click();
  const dialog = paymentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Card', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await fillCard(page, '4111 1111 1111 1111');
  await dialog.getByRole('button', { name: 'Pay $29.99' }).click();

  await expect(dialog).toBeHidden();
  // Once the dialog has closed the toast is also announced (it is in the accessibility tree again).
  await expect(toast(page, 'Your subscription has been activated successfully!')).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before + 500));
  await expect(page.getByRole('heading', { name: 'Your Active Subscription' })).toBeVisible();
  const active = page.getByTestId('active-subscription');
  await expect(active.getByRole('heading', { name: 'Professional' })).toBeVisible();
  await expect(active).toContainText('$29.99');
  await expect(active).toContainText('Active');
  await expect(active).toContainText('Start date');
  await expect(active).toContainText('Next billing date');
  await expect(active).toContainText('Custom legal research');
  await expect(planCard(page, 'Professional').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Switch to this Plan' })).toBeEnabled();
  // Paid with a card entered once, and none saved: the page does not promise a renewal, it offers to save one.
  await expect(active).not.toContainText('Renews automatically');
  await expect(active.getByTestId('renewal-warning')).toContainText(
    /This plan will not renew on \w+ \d+, \d{4}\./,
  );
  // The plan's facts agree: the billing date is not a renewal, the credits come this month only.
  await expect(active).toContainText('Not renewing: no card saved');
  await expect(active).toContainText('500 this month');
  await expect(active).not.toContainText('every month');

  // A reload shows the same: the subscription and the balance come from the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Active Subscription' })).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before + 500));

  await active.getByRole('button', { name: 'Save a card for renewal' }).click();
  const saveCard = page.getByRole('dialog', { name: 'Save a card for renewal' });
  await fillNewCard(saveCard);
  await saveCard.getByRole('button', { name: 'Add Card' }).click();
  await expect(saveCard).toBeHidden();
  await expect(active).toContainText(
    /Renews automatically on \w+ \d+, \d{4} with your Visa card ending in 1111\./,
  );
  await expect(active.getByTestId('renewal-warning')).toHaveCount(0);
  await expect(active).toContainText('500 every month');
  await expect(active).not.toContainText('Not renewing');

  await active.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
  await expect(toast(page, 'Your subscription has been cancelled successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(3);
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before + 500));

  await expectNoCardDataSent(bodies);
});

test('/products shows the same plan page, and Upgrade in the account menu leads to it', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/products');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
  await page.goto('/chat/new');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/chat\/products$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
});

test('the plan grid has 3 columns on a wide screen, 2 on a tablet and 1 on a phone', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/chat/products');
  const cards = page.getByTestId('plan-card');
  await expect(cards).toHaveCount(3);
  const columns = async () => {
    const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    return tops.filter((t) => t === tops[0]).length;
  };
  expect(await columns()).toBe(3);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(columns).toBe(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(columns).toBe(1);
});
