import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_TMP } from './support/env';
import { expect, signInViaApi, test, toast } from './support/fixtures';

// The library holds the seeded guides and two fictional D.C.-format sections, § 99-101 and § 99-102
// (e2e/fixtures/library), imported before the server started.

async function openLibrary(page: Page, narrow: boolean) {
  if (narrow) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Navigation' })
      .getByRole('link', { name: 'Legal Library' })
      .click();
  } else {
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Legal Library' })
      .click();
  }
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Library' })).toBeFocused();
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a section in two versions says which applies and when, is found once, and leads to the other', async ({
      page,
      user,
    }) => {
      await signInViaApi(page, user.email, user.password, '/library?q=lantern+curfew');
      // A search finds the version in force, once, cited as the code cites it.
      const results = page.getByRole('list', { name: 'Search results' });
      await expect(results.getByRole('link', { name: /99-103/ })).toHaveCount(1);
      await results.getByRole('link', { name: /99-103/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lantern curfew.' })).toBeFocused();
      // In the breadcrumb, above the heading, and as the next section: its permanent version.
      await expect(page.getByText('D.C. Code § 99-103', { exact: true })).toHaveCount(3);
      await expect(page.getByText('Temporary version', { exact: true })).toBeVisible();
      const note = page.getByRole('note');
      await expect(note).toHaveText(
        'This is the version in force: it includes temporary amendments that expire on Jul 1, 2099. From then on, the permanent version applies. Read the permanent version',
      );
      await expect(page.getByText('by 11 p.m. on a weeknight')).toBeVisible();
      // The code's note on versions is not law: it is not in the text.
      await expect(page.getByRole('region', { name: 'Text of the section' })).not.toContainText('NOTE');
      await expectNoAxeViolations(page);

      await note.getByRole('link', { name: 'Read the permanent version' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lantern curfew.' })).toBeFocused();
      await expect(page.getByText('Permanent version', { exact: true })).toBeVisible();
      await expect(page.getByText('Not in force today', { exact: true })).toBeVisible();
      await expect(page.getByRole('note')).toContainText(
        'This permanent version applies from Jul 1, 2099, when the temporary amendments in the version now in force expire.',
      );
      await expect(page.getByText('by 10 p.m. every night')).toBeVisible();
      // In the breadcrumb, above the heading, and as the previous section: the version in force.
      await expect(page.getByText('D.C. Code § 99-103', { exact: true })).toHaveCount(3);
      await expect(page.getByText(/\(Perm\)/)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await page
        .getByRole('note')
        .getByRole('link', { name: 'Read the version with temporary amendments' })
        .click();
      await expect(page.getByText('Temporary version', { exact: true })).toBeVisible();
    });

    test('a user searches the library, reads a section, follows a cross-reference, deep-links a paragraph, copies the citation and asks Amicus', async ({
      page,
      context,
      user,
    }) => {
      // A long journey on a shared machine.
      test.slow();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInViaApi(page, user.email, user.password, '/chat/history');
      await openLibrary(page, width < 1024);

      // The guides are in every install's library.
      await page.getByLabel('Words or citation').fill('itemised list of deductions');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/library\?q=itemised\+list\+of\+deductions$/);
      const results = page.getByRole('list', { name: 'Search results' });
      // With every jurisdiction searched, the guides that answer best lead, before any code's sections.
      const guideHit = results.getByRole('listitem').first();
      await expect(guideHit.getByRole('link', { name: /Amicus guide: housing/i })).toBeVisible();
      await expect(guideHit.locator('mark').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // The fictional D.C. section, in words; a filter that leaves nothing says so and offers to remove it.
      await page.getByLabel('Words or citation').fill('moonlit lantern');
      await page.getByLabel('Legal area').selectOption({ label: 'Family Law' });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('No sections found for “moonlit lantern”.')).toBeVisible();
      await page.getByRole('button', { name: 'Remove filters' }).click();
      await expect(page).not.toHaveURL(/area=/);
      const hit = results.getByRole('listitem').filter({ hasText: 'Lantern permits.' });
      await expect(hit).toBeVisible();
      // In D.C. law: the place is chosen from the lists, and searched by its code.
      await page.getByLabel('Country').selectOption('United States');
      await expect(page).toHaveURL(/q=moonlit\+lantern&jurisdiction=US$/);
      await page.getByLabel('State / Province').selectOption('District of Columbia');
      await expect(page).toHaveURL(/q=moonlit\+lantern&jurisdiction=US-DC$/);
      await expect(hit.getByRole('link', { name: 'D.C. Code § 99-101' })).toBeVisible();
      await expect(hit.getByText('District of Columbia', { exact: true })).toBeVisible();
      await expect(hit.getByText('Current to Oct 20, 2024')).toBeVisible();

      // The search survives a reload, and Back returns to it from the reader.
      await page.reload();
      await expect(page.getByLabel('Words or citation')).toHaveValue('moonlit lantern');
      await expect(page.getByLabel('Country')).toHaveValue('United States');
      await expect(page.getByLabel('State / Province')).toHaveValue('District of Columbia');
      await hit.getByRole('link', { name: 'D.C. Code § 99-101' }).click();

      // The reader: breadcrumbs, source, as-of date, paragraphs as anchors, notes folded away.
      await expect(page).toHaveURL(/\/library\/sections\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Lantern permits.' })).toBeFocused();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs).toContainText('Title 99 Fictional Test Provisions.');
      await expect(crumbs).toContainText('Chapter 1 Lantern Permits (fictional).');
      await expect(page.getByText('Current to Oct 20, 2024')).toBeVisible();
      await expect(page.locator('#p-b-2')).toContainText('May be refused only for a reason written down');
      await expect(page.getByText('Fictional provision written for')).toBeHidden();
      await page.getByText('History and notes (1)').click();
      await expect(page.getByText('Fictional provision written for')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goBack();
      await expect(page).toHaveURL(/q=moonlit\+lantern/);
      await expect(page.getByLabel('Words or citation')).toHaveValue('moonlit lantern');
      await page.goForward();

      // A cross-reference leads to the cited section.
      await page.locator('#p-b-2').getByRole('link', { name: '§ 99-102' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lantern permit appeals.' })).toBeVisible();
      const appealsUrl = page.url();

      // A citation with a paragraph is a deep link: it opens at the paragraph, marked.
      await page.goto(`/library?q=${encodeURIComponent('DC Code 99-101(b)(2)')}`);
      await results.getByRole('link', { name: 'D.C. Code § 99-101(b)(2)' }).click();
      await expect(page).toHaveURL(/\/library\/sections\/\d+#p-b-2$/);
      const paragraph = page.locator('#p-b-2');
      await expect(paragraph).toBeFocused();
      await expect(paragraph).toBeInViewport();
      await expect(paragraph).toHaveClass(/ring-gold/);
      // …and so is the address typed in.
      const deepLink = page.url();
      await page.goto(appealsUrl);
      await page.goto(deepLink);
      await expect(page.locator('#p-b-2')).toBeFocused();

      // Copy citation puts the paragraph's label on the clipboard.
      await page.getByRole('button', { name: 'Copy citation' }).click();
      await expect(toast(page, 'Citation copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('D.C. Code § 99-101(b)(2)');

      // Ask Amicus: the new-chat flow, pre-filled with the section and its place; the user chooses the area.
      await page.getByRole('button', { name: 'Ask Amicus about this' }).click();
      await expect(page).toHaveURL(/\/chat\/new$/);
      await page
        .getByRole('button', { name: /Housing/ })
        .first()
        .click();
      await expect(page.getByLabel('Or enter your own topic')).toHaveValue(
        'Explain D.C. Code § 99-101 (Lantern permits) and how it applies to me',
      );
      await page.getByRole('button', { name: 'Next: Legal Questionnaire' }).click();
      await expect(page.getByLabel('Country')).toHaveValue('United States');
      await expect(page.getByLabel('State / Province')).toHaveValue('District of Columbia');
    });
  });
}

test('"Ask Amicus about this" on a guide section goes straight to the questionnaire of its area', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/library?q=itemised+list+of+deductions');
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: /Amicus guide: housing/i })
    .first()
    .click();
  await expect(page.getByText('Amicus guide: Housing', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ask Amicus about this' }).click();
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(page.getByText(/Explain Amicus guide: housing/i).first()).toBeVisible();
  // A guide has no place: the questionnaire starts at the United States, no state chosen.
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await expect(page.getByLabel('State / Province')).toHaveValue('');
});

test('the research screen searches the place chosen from the lists, then its country, and never another place', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/library');
  const results = page.getByRole('list', { name: 'Search results' });
  const search = async (words: string) => {
    await page.getByLabel('Words or citation').fill(words);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };

  // D.C.: its own law.
  await page.getByLabel('Country').selectOption('United States');
  await page.getByLabel('State / Province').selectOption('District of Columbia');
  await search('moonlit lantern');
  await expect(page).toHaveURL(/q=moonlit\+lantern&jurisdiction=US-DC$/);
  await expect(results.getByRole('link', { name: 'D.C. Code § 99-101' })).toBeVisible();

  // Ohio: not D.C.'s law…
  await page.getByLabel('State / Province').selectOption('Ohio');
  await expect(page).toHaveURL(/q=moonlit\+lantern&jurisdiction=US-OH$/);
  await expect(results.getByRole('link', { name: /D\.C\. Code/ })).toHaveCount(0);
  // …but federal law, which the fictional U.S. Code sections are (e2e/fixtures/library-us).
  await search('debt collector calling early in the morning');
  await expect(results.getByRole('link', { name: '15 U.S.C. § 1692c' })).toBeVisible();
  await expect(results.getByRole('link', { name: /D\.C\. Code/ })).toHaveCount(0);
  await expect(
    results
      .getByRole('listitem')
      .filter({ hasText: '15 U.S.C. § 1692c' })
      .getByText('United States', { exact: true }),
  ).toBeVisible();

  // D.C. reads federal law as well, and the country alone too.
  await page.getByLabel('State / Province').selectOption('District of Columbia');
  await expect(results.getByRole('link', { name: '15 U.S.C. § 1692c' })).toBeVisible();
  await page.getByLabel('State / Province').selectOption({ label: 'National law only' });
  await expect(page).toHaveURL(/jurisdiction=US$/);
  await expect(results.getByRole('link', { name: '15 U.S.C. § 1692c' })).toBeVisible();
  await page.getByLabel('Country').selectOption({ label: 'All jurisdictions' });
  await expect(page).not.toHaveURL(/jurisdiction=/);
  await expect(page.getByLabel('State / Province')).toHaveCount(0);
});

test('a user reads a section as statute sites show one: its page at the publisher, what cites it, the next section, a cited paragraph, and the table of contents', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/library?q=moonlit+lantern&jurisdiction=US-DC');
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: 'D.C. Code § 99-101' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern permits.' })).toBeFocused();
  await expect(
    page.getByRole('link', { name: /^Read D\.C\. Code § 99-101 at Council of the District of Columbia/ }),
  ).toHaveAttribute('href', 'https://code.dccouncil.gov/us/dc/council/code/sections/99-101');
  const citedBy = page.getByRole('region', { name: 'Cited by (1)' });
  await expect(citedBy.getByRole('link', { name: 'D.C. Code § 99-102' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The next section in the code's order; its citation of a paragraph opens the section at that paragraph.
  const pager = page.getByRole('navigation', { name: 'Previous and next section' });
  await pager.getByRole('link', { name: /Next section D\.C\. Code § 99-102/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern permit appeals.' })).toBeFocused();
  await expect(pager.getByRole('link', { name: /Previous section D\.C\. Code § 99-101/ })).toBeVisible();
  await page.locator('#p-a').getByRole('link', { name: '§ 99-101(b)(2)' }).click();
  await expect(page).toHaveURL(/\/library\/sections\/\d+#p-b-2$/);
  await expect(page.locator('#p-b-2')).toBeFocused();

  // Each level of the breadcrumb is the code's table of contents at that level.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await crumbs.getByRole('link', { name: 'Chapter 1 Lantern Permits (fictional).' }).click();
  await expect(page).toHaveURL(/\/library\/sources\/\d+\?levels=99%2F1$/);
  const chapter = page.getByRole('heading', { level: 1, name: 'Chapter 1 Lantern Permits (fictional).' });
  await expect(chapter).toBeFocused();
  const sections = page.getByRole('region', { name: 'Sections' });
  await expect(sections.getByRole('listitem')).toHaveText([
    /^D\.C\. Code § 99-101 Lantern permits\.$/,
    /^D\.C\. Code § 99-102 Lantern permit appeals\.$/,
    /^D\.C\. Code § 99-103 Lantern curfew\.\s*Temporary version$/,
    /^D\.C\. Code § 99-103 Lantern curfew\.\s*Permanent version\s*Not in force today$/,
  ]);
  await expectNoAxeViolations(page);
  await crumbs.getByRole('link', { name: 'Code of the District of Columbia' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Code of the District of Columbia' }),
  ).toBeFocused();
  await page.getByRole('link', { name: /^Title 99 Fictional Test Provisions\./ }).click();
  await page.getByRole('link', { name: /^Chapter 1 Lantern Permits \(fictional\)\.\s*4 sections$/ }).click();
  await expect(chapter).toBeFocused();
  await sections.getByRole('link', { name: 'D.C. Code § 99-102' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lantern permit appeals.' })).toBeFocused();
});

test('an unknown section says so and leads back to the library', async ({ page, user }) => {
  await signInViaApi(page, user.email, user.password, '/library/sections/999999');
  await expect(page.getByRole('heading', { name: 'Section not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the Legal Library' }).click();
  await expect(page).toHaveURL(/\/library$/);
});

// Screenshots to look at: the search and the reader at both widths, light and dark.
test('screenshots of the library in light and dark theme', async ({ page, user }) => {
  const dir = path.join(E2E_TMP, 'library-shots');
  await signInViaApi(page, user.email, user.password, '/chat/history');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/library?q=lantern+permit&jurisdiction=US-DC');
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await page.screenshot({ path: path.join(dir, `search-${width}-${theme}.png`), fullPage: true });
      await page.getByRole('link', { name: 'D.C. Code § 99-101' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lantern permits.' })).toBeVisible();
      await page.getByText('History and notes (1)').click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(dir, `section-${width}-${theme}.png`), fullPage: true });
      if (theme === 'dark') await expectNoAxeViolations(page);
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Chapter 1 Lantern Permits (fictional).' })
        .click();
      await expect(page.getByRole('region', { name: 'Sections' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(dir, `contents-${width}-${theme}.png`), fullPage: true });
      if (theme === 'dark') await expectNoAxeViolations(page);
    }
  }
});
