import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { dcTitleFiles, tarGz } from '../apps/server/test/library-upload-fixtures';
import { openAsAdmin } from './admin-steps';
import { expectNoAxeViolations } from './support/axe';
import { E2E_TMP } from './support/env';
import { expect, test, toast } from './support/fixtures';

// One library on one server: the first journey adds the sections, the second finds them unchanged.
test.describe.configure({ mode: 'serial' });

const SECTIONS = 1500;
const TITLE = 'Code of the District of Columbia';
// The journeys' library already holds fictional sections of the same code (e2e/fixtures/library: 99-101, 99-102 and
// 99-103 in two versions); an import of one title adds to it and withdraws nothing.
const FIXTURE_SECTIONS = 4;
const SHOTS = path.join(E2E_TMP, 'screenshots');

let archive: string;
test.beforeAll(async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-e2e-library-'));
  archive = path.join(dir, 'dc-title-42.tar.gz');
  await fs.writeFile(archive, await tarGz(dcTitleFiles(SECTIONS)));
});
test.afterAll(async () => {
  await fs.rm(path.dirname(archive), { recursive: true, force: true });
});

async function startImport(page: Page) {
  await page.getByLabel('Archive or files').setInputFiles(archive);
  await page.getByLabel('Jurisdiction').fill('US-DC');
  await page.getByLabel('As of').fill('2025-01-31');
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(toast(page, /Import started/)).toBeVisible();
}

/** The D.C. Code's row, not the grounding fixture's "Code of the District of Columbia (test fixture)". */
const codeRow = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Enabled: ${TITLE}`, exact: true }) });

const status = (page: Page) => page.getByRole('region', { name: 'Import status' });
const count = (page: Page, label: string) =>
  status(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

/** axe finds nothing on the page, in either theme, and each is kept as a screenshot. */
async function screenshots(page: Page, width: number) {
  await expectNoAxeViolations(page);
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `library-${width}-light.png`), fullPage: true });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.screenshot({ path: path.join(SHOTS, `library-${width}-dark.png`), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin imports the D.C. Code from an archive, follows its progress and disables the source', async ({
    page,
  }) => {
    await openAsAdmin(page, '/admin/dashboard');
    await page.getByRole('link', { name: 'Legal Library' }).click();
    await expect(page.getByRole('heading', { name: 'Legal Library', level: 1 })).toBeVisible();
    // Every install's library holds the Amicus guides.
    await expect(
      page.getByRole('row').filter({ hasText: 'Amicus guide: housing and tenancy' }),
    ).toBeVisible();
    // This server has no embedding provider: the admin is told search ranks by words alone.
    const meaning = page.getByRole('region', { name: 'Search by meaning' });
    await expect(meaning.getByText('Off', { exact: true })).toBeVisible();
    await expect(meaning).toContainText('search ranks sections by their words alone');

    await startImport(page);
    // While it runs: a progress bar and what it does.
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await fs.mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'library-1280-running.png') });
    await expect(status(page).getByText('Finished')).toBeVisible({ timeout: 60_000 });
    await expect(count(page, 'Read')).toContainText('1,500');
    await expect(count(page, 'Added')).toContainText('1,500');
    await expect(count(page, 'Failed')).toContainText('0');

    // After a reload the last import's result is still shown.
    await page.reload();
    await expect(status(page).getByText('Finished')).toBeVisible();
    await expect(count(page, 'Added')).toContainText('1,500');
    await expect(status(page)).toContainText('dc-title-42.tar.gz');
    // And listed in the history, with where it came from.
    const history = page.getByTestId('import-history-row').filter({ hasText: 'dc-title-42.tar.gz' });
    await expect(history).toContainText('Upload');
    await expect(history).toContainText('1,500 added');

    const source = codeRow(page);
    await expect(source).toContainText('US-DC');
    await expect(source).toContainText((SECTIONS + FIXTURE_SECTIONS).toLocaleString('en-US'));
    await expect(source).toContainText('2025-01-31');
    const enabled = source.getByRole('checkbox', { name: `Enabled: ${TITLE}`, exact: true });
    await expect(enabled).toBeChecked();
    await screenshots(page, 1280);

    await enabled.click();
    await expect(toast(page, /is disabled/)).toBeVisible();
    await expect(enabled).not.toBeChecked();
    await page.reload();
    await expect(codeRow(page).getByRole('checkbox')).not.toBeChecked();
  });
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an admin re-imports, reloads mid-way and still sees it end unchanged, then enables the source', async ({
    page,
  }) => {
    await openAsAdmin(page, '/admin/library');
    await expect(page.getByRole('heading', { name: 'Legal Library', level: 1 })).toBeVisible();
    await startImport(page);
    // Reloaded while it runs: the page follows the import again and reports its end.
    await page.reload();
    await expect(status(page).getByText('Finished')).toBeVisible({ timeout: 60_000 });
    await expect(count(page, 'Unchanged')).toContainText('1,500');
    await expect(count(page, 'Added')).toContainText('0');

    const enabled = codeRow(page).getByRole('checkbox', { name: `Enabled: ${TITLE}`, exact: true });
    await expect(enabled).not.toBeChecked();
    await enabled.click();
    await expect(toast(page, /is enabled/)).toBeVisible();
    await expect(enabled).toBeChecked();
    // The page itself never scrolls sideways; the table scrolls in its own frame.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshots(page, 390);
  });
});
