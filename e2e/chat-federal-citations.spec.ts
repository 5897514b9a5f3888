import { finishedReply } from './support/chat-steps';
import { expect, signInViaApi, test } from './support/fixtures';
import { checkScreen } from './support/screens';

// The journeys' library holds two fictional sections in the U.S. Code's shape (e2e/fixtures/library-us), imported
// as release point 119-100; the federal problem index the server seeds leads a question about a collector's
// early calls to 15 U.S.C. § 1692c. The journey is walked once; each screen is looked at on a laptop and a phone,
// in both themes (checkScreen).
test("an Ohio user chooses the place from the lists, asks about a debt collector's early calls and reads the federal section cited", async ({
  page,
  user,
}) => {
  test.slow();
  await signInViaApi(page, user.username, user.password, '/chat/new');
  await page.getByRole('button', { name: /Debt & Money/ }).click();
  await expect(page.getByRole('heading', { name: 'Select a Topic' })).toBeVisible();
  await page
    .getByLabel('Or enter your own topic')
    .fill('A debt collector calls me very early in the morning');
  await page.getByRole('button', { name: 'Next: Legal Questionnaire' }).click();

  // The place, from ISO 3166's lists: the United States to start with, then its states.
  const country = page.getByLabel('Country');
  const state = page.getByLabel('State / Province');
  await expect(country).toHaveValue('United States');
  await expect(state.getByRole('option', { name: 'Ohio' })).toBeAttached();
  await country.selectOption('Canada');
  await expect(state.getByRole('option', { name: 'Ontario' })).toBeAttached();
  await country.selectOption('United States');
  await state.selectOption('Ohio');
  await page
    .getByLabel('Describe your situation')
    .fill(
      'A debt collector keeps phoning me at 6 in the morning about an old credit card bill. Is that allowed?',
    );
  await checkScreen(page, 'federal-questionnaire');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByText('Ohio, United States').first()).toBeVisible();

  // The offline reply rests on federal law: a chip for the fictional § 1692c, no D.C. law.
  const reply = await finishedReply(page);
  const chip = reply.getByRole('link', { name: /^Source \d+: 15 U\.S\.C\. § 1692c/ }).first();
  await expect(chip).toBeVisible();
  await expect(reply.getByRole('link', { name: /D\.C\. Code/ })).toHaveCount(0);
  await checkScreen(page, 'federal-reply');

  // The reader: the section, its citation in the breadcrumb, and its source with release point and licence.
  await chip.click();
  await expect(page).toHaveURL(/\/library\/sections\/\d+(#p-[\w-]+)?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Contacting a consumer about a debt (fictional)' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('15 U.S.C. § 1692c');
  const source = page.getByTestId('source-line');
  await expect(source.getByRole('link', { name: /^United States Code/ })).toBeVisible();
  await expect(source).toContainText(', release point 119-100');
  await expect(source).toContainText('Public domain');
  await expect(source).toContainText('Office of the Law Revision Counsel');
  await expect(page.locator('#p-a-1')).toContainText('very early in the morning or late at night');
  await checkScreen(page, 'federal-section');
});
