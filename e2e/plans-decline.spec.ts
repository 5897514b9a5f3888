import { expect, signInViaApi, test } from './support/fixtures';
import {
  creditsShown,
  expectNoCardDataSent,
  fillCard,
  paymentDialog,
  planCard,
  recordRequestBodies,
  shownToast,
} from './plans-steps';

test('a declined test card shows Payment Failed and starts no subscription', async ({ page, user }) => {
  const bodies = recordRequestBodies(page);
  await signInViaApi(page, user.username, user.password, '/chat/products');
  const before = await creditsShown(page);
  await planCard(page, 'Basic').getByRole('button', { name: 'Get Started' }).click();
  const dialog = paymentDialog(page);
  await fillCard(page, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay $9.99' }).click();

  const failed = shownToast(page, 'Payment Failed');
  await expect(failed).toContainText(
    'Your card was declined. Please try another card, or ask your bank why it was refused.',
  );
  // The provider's raw code is for our records, not for the buyer.
  await expect(failed).not.toContainText('GENERIC_DECLINE');
  await expect(dialog.getByRole('alert')).toContainText('Payment Failed');
  await expect(dialog.getByRole('button', { name: 'Pay $9.99' })).toBeEnabled();

  // A good card afterwards is a new attempt (a new key), so it goes through.
  await dialog.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await dialog.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(shownToast(page, 'Your subscription has been activated successfully!')).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before + 100));
  await expectNoCardDataSent(bodies);
});

test('a declined card leaves the user without a subscription', async ({ page, user }) => {
  await signInViaApi(page, user.username, user.password, '/chat/products');
  const before = await creditsShown(page);
  await planCard(page, 'Enterprise').getByRole('button', { name: 'Get Started' }).click();
  await fillCard(page, '4000 0000 0000 0002');
  await paymentDialog(page).getByRole('button', { name: 'Pay $99.99' }).click();
  await expect(shownToast(page, 'Payment Failed')).toBeVisible();
  await paymentDialog(page).getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveText(String(before));
});

test('a card number that is not a test card is refused in the browser, before anything is sent', async ({
  page,
  user,
}) => {
  const bodies = recordRequestBodies(page);
  await signInViaApi(page, user.username, user.password, '/chat/products');
  await planCard(page, 'Basic').getByRole('button', { name: 'Get Started' }).click();
  const dialog = paymentDialog(page);
  await dialog.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(dialog.getByText('Please fill in all fields')).toBeVisible();

  await fillCard(page, '5555 5555 5555 4444');
  await dialog.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(
    dialog.getByText('This card number is not a sandbox test card.', { exact: false }),
  ).toBeVisible();
  await fillCard(page, '4111 1111 1111 1112');
  await dialog.getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(dialog.getByText('Enter a valid card number')).toBeVisible();
  expect(bodies.filter((b) => b.includes('/payment/process'))).toEqual([]);
  await expectNoCardDataSent(bodies);
});

test('a purchase the server never answers says the subscription could not be processed', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/chat/products');
  await page.route('**/api/v1/payment/process', (route) => route.abort('connectionreset'));
  await planCard(page, 'Basic').getByRole('button', { name: 'Get Started' }).click();
  await fillCard(page, '4111 1111 1111 1111');
  await paymentDialog(page).getByRole('button', { name: 'Pay $9.99' }).click();
  await expect(shownToast(page, 'Payment Failed')).toContainText(
    'Failed to process subscription. Please try again.',
  );
  await expect(paymentDialog(page).getByRole('alert')).toContainText(
    'Failed to process subscription. Please try again.',
  );
});
