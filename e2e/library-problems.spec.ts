import { expect, signInViaApi, test } from './support/fixtures';
import { checkScreen } from './support/screens';

// The server seeds the problem index (D.C. and federal). Of the sections D.C.'s deposit problem cites, the
// journeys' library holds D.C. Code § 42-3502.17 (the grounding fixture, e2e/support/seed-library.ts) and not
// § 42-3505.31. The journey is walked once; each screen is looked at on a laptop and a phone, in both themes.
const DEPOSIT = 'My landlord has not given back my security deposit';

test('a user browses the D.C. problems by area, opens one and follows a governing section to its paragraph', async ({
  page,
  user,
}) => {
  test.slow();
  await signInViaApi(page, user.username, user.password, '/library');
  await page
    .getByRole('navigation', { name: 'Ways to research' })
    .getByRole('link', { name: 'Browse by problem' })
    .click();
  await expect(page).toHaveURL(/\/library\/problems$/);
  await expect(page.getByRole('link', { name: 'Browse by problem' })).toHaveAttribute('aria-current', 'page');

  // Federal problems first (no place chosen), then D.C.'s own with them.
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await expect(page.getByLabel('State / Province')).toHaveValue('');
  const areas = page.getByRole('region', { name: 'Problems by area' });
  await expect(areas.getByRole('link', { name: /Debt & Money/ })).toBeVisible();
  await page.getByLabel('State / Province').selectOption('District of Columbia');
  await expect(page).toHaveURL(/\/library\/problems\?jurisdiction=US-DC$/);
  const housing = areas.getByRole('link', { name: /Housing & Tenancy/ });
  await expect(housing).toContainText(/\d+ problems/);
  await checkScreen(page, 'problems-areas');

  // An area: D.C.'s problems, then the federal ones.
  await housing.click();
  await expect(page).toHaveURL(/jurisdiction=US-DC&area=housing$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Housing & Tenancy' })).toBeFocused();
  await expect(page.getByLabel('Area')).toHaveValue('housing');
  const dc = page.getByRole('region', { name: /^District of Columbia/ });
  const federal = page.getByRole('region', { name: /^United States/ });
  await expect(federal.getByRole('link').first()).toBeVisible();
  await expect(dc.getByRole('link', { name: DEPOSIT })).toBeVisible();
  await checkScreen(page, 'problems-housing');

  // The problem: its plain words, and the sections that govern it.
  await dc.getByRole('link', { name: DEPOSIT }).click();
  await expect(page).toHaveURL(/\/library\/problems\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: DEPOSIT })).toBeFocused();
  const governs = page.getByRole('region', { name: 'The law that governs it' });
  const held = governs.getByRole('listitem').filter({ hasText: 'D.C. Code § 42-3502.17' }).first();
  await expect(held).toContainText('In plain words:');
  await expect(held).toContainText('Within 45 days after the termination of the tenancy');
  const missing = governs.getByRole('listitem').filter({ hasText: 'D.C. Code § 42-3505.31' }).first();
  await expect(missing).toContainText('This section is not in the library yet');
  await expect(missing.getByRole('link')).toHaveCount(0);
  await expect(page.getByText(/library holds no section with this citation/i)).toHaveCount(0);
  await checkScreen(page, 'problem');

  // Its citation opens the reader at the key paragraph, marked; the breadcrumb names the section.
  await held.getByRole('link', { name: 'D.C. Code § 42-3502.17', exact: true }).click();
  await expect(page).toHaveURL(/\/library\/sections\/\d+#p-a$/);
  const paragraph = page.locator('#p-a');
  await expect(paragraph).toBeFocused();
  await expect(paragraph).toBeInViewport();
  await expect(paragraph).toHaveClass(/ring-gold/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('D.C. Code § 42-3502.17');
  await checkScreen(page, 'problem-section');

  // Back leads to the problem, and its breadcrumb to the area browsed.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: DEPOSIT })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Browse by problem' })
    .click();
  await expect(page).toHaveURL(/\/library\/problems\?jurisdiction=US-DC&area=housing$/);
});

test('the browse tab keeps the place the search was filtered by, and a place without problems says so', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/library?jurisdiction=US-DC');
  await page.getByRole('link', { name: 'Browse by problem' }).click();
  await expect(page).toHaveURL(/\/library\/problems\?jurisdiction=US-DC$/);
  await expect(page.getByLabel('State / Province')).toHaveValue('District of Columbia');

  await page.getByLabel('Country').selectOption('France');
  await expect(page).toHaveURL(/jurisdiction=FR$/);
  await expect(page.getByText('No everyday problems are listed for France yet.')).toBeVisible();
  await page.getByRole('link', { name: 'search the library' }).click();
  await expect(page).toHaveURL(/\/library\?jurisdiction=FR$/);
  await expect(page.getByLabel('Country')).toHaveValue('France');
});
