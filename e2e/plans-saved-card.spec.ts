import { expect, signInViaApi, test } from './support/fixtures';
import {
  creditsShown,
  expectNoCardDataSent,
  fillNewCard,
  paymentDialog,
  planCard,
  recordRequestBodies,
  shownToast,
} from './plans-steps';

test('a user adds a card in the saved-cards tab and pays with it', async ({ page, user }) => {
  const bodies = recordRequestBodies(page);
  await signInViaApi(page, user.username, user.password, '/chat/products');
  const before = await creditsShown(page);
  await planCard(page, 'Basic').getByRole('button', { name: 'Get Started' }).click();
  const dialog = paymentDialog(page);
  await dialog.getByRole('tab', { name: 'Saved Cards' }).click();
  await expect(dialog.getByText('No saved cards yet.', { exact: false })).toBeVisible();

  const form = dialog.getByRole('form', { name: 'Add a new card' });
  await form.getByRole('button', { name: 'Add Card' }).click();
  await expect(form.getByText('Please fill in all fields')).toBeVisible();
  await expect(form.getByLabel('Month')).toHaveAttribute('maxlength', '2');
  await expect(form.getByLabel('Year')).toHaveAttribute('maxlength', '2');
  await expect(form.getByLabel('CVC')).toHaveAttribute('maxlength', '3');
  await fillNewCard(form);
  await form.getByRole('button', { name: 'Add Card' }).click();

  await expect(shownToast(page, 'Card added successfully')).toBeVisible();
  const card = dialog.getByRole('radio', { name: 'Visa ending in 1111' });
  await expect(card).toBeChecked();
  await expect(dialog).toContainText('Maria Lopez · Expires 08/33');

  await dialog.getByRole('button', { name: 'Pay $9.99 with this card' }).click();
  await expect(shownToast(page, 'Your subscription has been activated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Active Subscription' })).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before + 100));

  // The card is kept for the next purchase (and for renewals).
  await planCard(page, 'Enterprise').getByRole('button', { name: 'Switch to this Plan' }).click();
  await paymentDialog(page).getByRole('tab', { name: 'Saved Cards' }).click();
  await expect(paymentDialog(page).getByRole('radio', { name: 'Visa ending in 1111' })).toBeVisible();
  await expectNoCardDataSent(bodies);
});
