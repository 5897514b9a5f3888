import { expectNoAxeViolations } from './support/axe';
import { expect, signInViaApi, test } from './support/fixtures';

test('sign-up links to the Terms of Service and the Privacy Policy, each opening in a new tab', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await page.getByLabel('Full Name').fill('Kept While Reading');
  for (const [name, path, heading] of [
    ['Terms of Service', '/terms', 'Terms of Service'],
    ['Privacy Policy', '/privacy', 'Privacy Policy'],
  ] as const) {
    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`${path}$`));
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await tab.close();
  }
  // The form keeps what was typed, and reading the terms does not tick the box.
  await expect(page.getByLabel('Full Name')).toHaveValue('Kept While Reading');
  await expect(page.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).not.toBeChecked();
});

test('the Privacy Policy says how confidential legal information is kept, read, sent and deleted', async ({
  page,
}) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const section of [
    'What Amicus keeps',
    'Who can read your chats and documents',
    'Where your words are sent to be answered',
    'No training on your data',
    'Your data and how long it is kept',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(main).toContainText('You, and the administrators of this Amicus service.');
  await expect(main).toContainText('Amicus does not train, fine-tune or otherwise improve any AI model');
  await expect(main).toContainText('are kept until you delete them or delete your account');
  await expect(main).toContainText(
    'kept for 7 years, as tax law requires, without your name or e-mail address',
  );
  await expect(main).toContainText('open Profile → Your data');
  await expect(main).toContainText('Card numbers and security codes never reach Amicus');
  await main.getByRole('link', { name: 'Terms of Service' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('main')).toContainText('It renews automatically on its next billing date only');
});

test('a signed-in user can open both pages too', async ({ page, user }) => {
  await signInViaApi(page, user.username, user.password, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/terms', '/privacy']) {
    test(`${path} has no axe violation in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
