import { expect, signInViaApi, test } from './support/fixtures';
import { creditsShown, fillCard, paymentDialog, planCard, shownToast } from './plans-steps';

test('a subscriber switches from Basic to Enterprise and gets the new plan’s credits', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/chat/products');
  const before = await creditsShown(page);
  await planCard(page, 'Basic').getByRole('button', { name: 'Get Started' }).click();
  await fillCard(page, '4111 1111 1111 1111');
  await paymentDialog(page).getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(page.getByTestId('active-subscription')).toContainText('Basic');
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before + 100));

  // Switch to this Plan starts the purchase directly.
  await planCard(page, 'Enterprise').getByRole('button', { name: 'Switch to this Plan' }).click();
  await expect(paymentDialog(page)).toContainText('Enterprise plan');
  await fillCard(page, '4111 1111 1111 1111');
  await paymentDialog(page).getByRole('button', { name: 'Pay $99.99' }).click();

  await expect(shownToast(page, 'Your subscription has been activated successfully!').first()).toBeVisible();
  const active = page.getByTestId('active-subscription');
  await expect(active.getByRole('heading', { name: 'Enterprise' })).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before + 100 + 2500));
  await expect(planCard(page, 'Enterprise').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Switch to this Plan' })).toBeEnabled();

  // The server agrees after a reload: the Enterprise subscription is the active one.
  await page.reload();
  await expect(
    page.getByTestId('active-subscription').getByRole('heading', { name: 'Enterprise' }),
  ).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before + 100 + 2500));
});
