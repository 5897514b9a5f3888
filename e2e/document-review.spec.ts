import { reviewMessages } from '@amicus/contract/documents/review-messages';
import { expect, signInViaApi, test } from './support/fixtures';
import { TINY_PNG } from './support/images';
import { checkScreen } from './support/screens';
import { leasePdf, scannedPdf } from './support/review-documents';

// The journey runs once on a laptop; checkScreen looks at each screen it reaches on a phone too.
test('a tenant uploads a lease, follows its review through a reload, and reads its findings with their pages', async ({
  page,
  user,
}) => {
  test.setTimeout(150_000);
  await signInViaApi(page, user.username, user.password, '/documents');
  await expect(
    page.getByRole('heading', { name: 'Review a document you were given', level: 2 }),
  ).toBeVisible();
  await checkScreen(page, 'documents-review-entry');
  await page.getByRole('main').getByRole('link', { name: 'Review a document' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page).toHaveTitle('Review a document — Amicus');
  await expect(page.getByRole('heading', { name: 'Review a document', level: 1 })).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await checkScreen(page, 'review-upload');

  // A picture is refused by the server, in its words; nothing is kept.
  const input = page.getByTestId('review-file-input');
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('Country').selectOption('United States');
  await form.getByLabel('State / Province').selectOption('District of Columbia');
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('review-file-hint')).toContainText('does not look like a PDF');
  await form.getByRole('button', { name: 'Review this document' }).click();
  await expect(form.getByRole('alert')).toHaveText(reviewMessages.unsupportedType('photo.png'));

  // So is a scan: a PDF with no text.
  await input.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: await scannedPdf(),
  });
  await form.getByRole('button', { name: 'Review this document' }).click();
  await expect(form.getByRole('alert')).toHaveText(reviewMessages.scannedPdf('scan.pdf'));
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await checkScreen(page, 'review-refused');

  // The lease, a text PDF of two pages.
  await input.setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: await leasePdf() });
  await expect(page.getByTestId('review-file')).toContainText('lease.pdf');
  await form.getByLabel('Legal area (optional)').selectOption({ label: 'Housing & Tenancy' });
  await form.getByRole('button', { name: 'Review this document' }).click();
  await expect(page).toHaveURL(/\/reviews\/\d+$/);
  await expect(page.getByRole('heading', { name: 'lease.pdf', level: 1 })).toBeVisible();
  // The tab names the document reviewed, not the kind of page.
  await expect(page).toHaveTitle('lease.pdf — Amicus');
  await expect(page.getByTestId('review-progress').or(page.getByTestId('review-result'))).toBeVisible();

  // The job runs at the server: after a reload the page follows it, or shows what it wrote.
  await page.reload();
  const result = page.getByTestId('review-result');
  await expect(result).toBeVisible({ timeout: 60_000 });

  // Said plainly: reviewed offline, and what that can and cannot do.
  await expect(result.getByTestId('review-offline-notice')).toContainText(
    `Offline review: ${reviewMessages.writtenOffline}`,
  );
  await expect(result.getByTestId('review-no-law')).toHaveCount(0);

  // Findings with the quote they rest on and its page.
  await expect(result.getByTestId('review-parties')).toContainText('Jane Roe');
  await expect(result.getByTestId('review-amounts')).toContainText('$1,850.00');
  await expect(
    result.getByTestId('review-dates').locator('time[datetime="2026-06-01"]').first(),
  ).toBeVisible();
  await expect(result.getByTestId('review-quote-page').first()).toHaveText(/^p\. [12]$/);

  // The deposit clause on page 2 is flagged, with the D.C. rule as a chip that opens its source.
  const flags = result.getByTestId('review-flags');
  await expect(flags.getByText('Possibly unenforceable')).toBeVisible();
  await expect(flags.getByTestId('review-quote').first()).toContainText('waives any right');
  await expect(flags.getByTestId('review-quote-page').first()).toHaveText('p. 2');
  const chip = flags.getByTestId('citation-chip').first();
  await expect(chip).toHaveAccessibleName(/^Source \d+: D\.C\. Code § 42-3502\.17/);
  await checkScreen(page, 'review-result');

  await chip.click();
  await expect(page).toHaveURL(/\/library\/sections\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security deposits for rental units.');
  await expect(page.getByRole('main')).toContainText('D.C. Code § 42-3502.17');
  await page.goBack();
  await expect(result).toBeVisible();

  // Past reviews: listed, and deleted after asking; Cancel gives focus back to the button that asked.
  await page.getByRole('link', { name: 'All reviews' }).click();
  const remove = page.getByRole('button', { name: 'Delete lease.pdf' });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this review?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No reviews yet')).toBeVisible();
});
