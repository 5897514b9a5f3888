import fs from 'node:fs';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInViaApi, test, toast, type TestUser } from './support/fixtures';

/** Real documents, as a user would upload them. */
async function leasePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  [
    'Residential lease between Oak Homes LLC and the tenant.',
    'The tenant paid a security deposit of $1,200 by bank transfer on 1 February 2023.',
    'All keys were returned on 30 June 2024.',
  ].forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  return Buffer.from(await pdf.save());
}

async function responseDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          'The inspection report of 2 July 2024 records carpet damage costing $450 to repair.',
          'The landlord did not send an itemised statement within 21 days.',
        ].map((text) => new Paragraph({ children: [new TextRun(text)] })),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const DESCRIPTION =
  'My landlord kept my deposit of $1,200 after I moved out on 30 June 2024. The flat was clean and I returned the keys.';

/** A submitted trial without an analysis, made through the API as the web client would. */
async function submittedTrial(request: APIRequestContext, user: TestUser) {
  const login = await request.post('/api/v1/auth/login', {
    data: { username: user.username, password: user.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post('/api/v1/trials', {
    headers,
    data: { caseDescription: DESCRIPTION, role: 'plaintiff', country: 'United States', state: 'California' },
  });
  expect(created.status()).toBe(201);
  const { trialId } = (await created.json()) as { trialId: number };
  return { trialId, headers };
}

/** A trial with a stored analysis (the synchronous answer the spec describes). */
async function trialWithAnalysis(request: APIRequestContext, user: TestUser): Promise<number> {
  const { trialId, headers } = await submittedTrial(request, user);
  const analysed = await request.post('/api/v1/trials/analyze', {
    headers,
    multipart: {
      trialId: String(trialId),
      plaintiffFiles: { name: 'lease.pdf', mimeType: 'application/pdf', buffer: await leasePdf() },
    },
  });
  expect(analysed.status()).toBe(200);
  return trialId;
}

/**
 * Stubs print() on the report's frame: records each call with the frame's HTML. The frame runs no scripts of
 * its own (it is sandboxed), so the stub is installed from the page, on the frame's window as it is read.
 */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const recorded: string[] = [];
    (window as unknown as { __prints: string[] }).__prints = recorded;
    const getter = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!.get!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const view = getter.call(this) as Window | null;
        if (view) view.print = () => recorded.push(view.document.documentElement.outerHTML);
        return view;
      },
    });
  });
}

test('a user submits a case with a file, analyses both sides’ documents, downloads the report and finds it in the history', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/user/trial');

  await page.getByLabel('Case Description').fill(DESCRIPTION);
  await expect(page.getByLabel('Your Role')).toHaveText('Plaintiff');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('State/Province').fill('California');
  await page.getByLabel('Case Documents (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Move-out checklist: keys returned and photos taken on 30 June 2024.'),
  });
  await page.getByRole('button', { name: 'Submit Case' }).click();

  await expect(page).toHaveURL(/\/user\/trial\/analysis\?trialId=\d+$/);
  await expect(toast(page, 'Mock trial submitted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trial Analysis' })).toBeVisible();
  await expect(page.getByText('Upload files for both parties to generate an analysis')).toBeVisible();
  await expect(page.getByText('Plaintiff Files', { exact: true })).toBeVisible();
  await expect(page.getByText('Defendant Files', { exact: true })).toBeVisible();
  await expect(page.getByText('Upload briefs, evidence, or other documents')).toBeVisible();
  await expect(page.getByText('Upload responses, counter-evidence, or other documents')).toBeVisible();

  await page
    .getByLabel('Upload Plaintiff Documents')
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: await leasePdf() });
  await page.getByLabel('Upload Defendant Documents').setInputFiles({
    name: 'response.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await responseDocx(),
  });
  await page.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();

  await expect(toast(page, 'Files analyzed successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible();
  const report = page.getByTestId('analysis-report');
  await expect(report).toContainText(
    'The tenant paid a security deposit of $1,200 by bank transfer on 1 February 2023.',
  );
  await expect(report).toContainText(
    'The inspection report of 2 July 2024 records carpet damage costing $450 to repair.',
  );
  await expect(report.getByRole('heading', { name: 'Likely outcome' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('trial-analysis.txt');
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toMatch(/^Mock Trial Analysis\n/);
  expect(text).toContain('Plaintiff: strongest and weakest points');
  expect(text).toContain(
    '• “The tenant paid a security deposit of $1,200 by bank transfer on 1 February 2023.” (source: “lease.pdf”)',
  );
  expect(text).not.toMatch(/\*\*|^#/m);

  await page.getByRole('link', { name: 'Trial History' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mock Trial History' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: DESCRIPTION });
  await expect(card).toContainText('Plaintiff');
  await expect(card).toContainText('California, United States');
  await expect(card.locator('[data-status="COMPLETED"]')).toHaveText('Completed');
  await card.getByRole('button', { name: 'View Analysis' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Case Summary' })).toContainText(
    'California, United States',
  );
  await expect(dialog.getByRole('region', { name: 'Case Analysis' })).toContainText('30 June 2024');
  await expect(dialog.getByTestId('dialog-analysis-report')).toContainText(
    'The inspection report of 2 July 2024 records carpet damage costing $450 to repair.',
  );
  for (const name of ['notes.txt', 'lease.pdf', 'response.docx']) {
    await expect(dialog.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) })).toBeVisible();
  }
  const fileDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /notes\.txt/ }).click();
  const notes = await fileDownload;
  expect(notes.suggestedFilename()).toBe('notes.txt');
  expect(fs.readFileSync(await notes.path(), 'utf8')).toContain('keys returned and photos taken');
});

test('without a trial id, the analysis page sends the user to the form with a message', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/user/trial/history');
  await expect(page.getByText('No mock trials found')).toBeVisible();
  await expect(page.getByText("You haven't submitted any mock trial cases yet.")).toBeVisible();

  await page.goto('/user/trial/analysis');
  await expect(page).toHaveURL(/\/user\/trial$/);
  await expect(toast(page, 'Trial ID not found. Please submit a mock trial first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Case' })).toBeVisible();
});

test('the PDF button opens the print flow on a formatted A4 copy of the report', async ({
  page,
  user,
  request,
}) => {
  const trialId = await trialWithAnalysis(request, user);
  await recordPrints(page);
  await signInViaApi(page, user.username, user.password, `/user/trial/analysis?trialId=${trialId}`);
  // A trial that already has a report shows it at once.
  await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible();

  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Generate Analysis' })).toBeDisabled();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __prints: string[] }).__prints.length))
    .toBe(1);
  const html = await page.evaluate(() => (window as unknown as { __prints: string[] }).__prints[0]!);
  expect(html).toContain('@page { size: A4; margin: 20mm; }');
  expect(html).toContain('<title>Trial Analysis Report</title>');
  expect(html).toContain('<p class="report-title">Trial Analysis Report</p>');
  expect(html).toMatch(/<p class="report-date">[^<]*\d{4}[^<]*<\/p>/);
  expect(html).toMatch(/\.report-footer \{ position: fixed;/);
  expect(html).toContain('<footer class="report-footer">Amicus');
  expect(html).toContain('The tenant paid a security deposit of $1,200 by bank transfer on 1 February 2023.');
  expect(html).toContain('<h2>Likely outcome</h2>');
  // The helper frame is removed about a second later, and the page is usable again.
  await expect(page.locator('iframe[title="Trial Analysis Report"]')).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'Generate Analysis' })).toBeEnabled();
});

test('a file that is not a document is refused with the server’s message naming it', async ({
  page,
  user,
  request,
}) => {
  const trialId = await trialWithAnalysis(request, user);
  await signInViaApi(page, user.username, user.password, `/user/trial/analysis?trialId=${trialId}`);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.getByLabel('Upload Defendant Documents').setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: png,
  });
  await page.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(
    toast(page, '“contract.pdf” is not a supported file type. Upload PDF, DOCX, TXT or Markdown files.'),
  ).toBeVisible();
  // The earlier report is still there.
  await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px an analysis shows its progress, carries on through a reload and ends in the report`, async ({
    page,
    user,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { trialId } = await submittedTrial(request, user);
    await signInViaApi(page, user.username, user.password, `/user/trial/analysis?trialId=${trialId}`);
    await page
      .getByLabel('Upload Plaintiff Documents')
      .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: await leasePdf() });
    const started = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/v1/trials/analyze') && answer.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Generate Analysis' }).click();
    const accepted = await started;
    expect(accepted.status()).toBe(202);
    expect(accepted.request().headers()['prefer']).toBe('respond-async');
    const { jobId } = (await accepted.json()) as { jobId: number };

    // The job is followed in the page and named in the address.
    const bar = page.getByRole('progressbar', { name: 'Analysis progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(page.getByTestId('analysis-stage')).toHaveText(
      /^(Waiting to start|Preparing the documents|Writing the analysis|Saving the report)$/,
    );
    await expect(page.getByTestId('analysis-percent')).toHaveText(/^\d+%$/);
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`[?&]job=${jobId}$`));

    // Loaded again mid-way (a reload of the job's address), the page follows the same job: to its end, or
    // straight to its outcome when it ended meanwhile.
    const jobAddress = `/user/trial/analysis?trialId=${trialId}&job=${jobId}`;
    await page.goto(jobAddress);
    await expect(toast(page, 'Files analyzed successfully')).toBeVisible({ timeout: 30_000 });
    const report = page.getByTestId('analysis-report');
    await expect(report).toContainText(
      'The tenant paid a security deposit of $1,200 by bank transfer on 1 February 2023.',
    );
    await expect(bar).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/user/trial/analysis\\?trialId=${trialId}$`));
    await expect(page.getByRole('button', { name: 'Generate Analysis' })).toBeEnabled();

    // The job's address opened again after it ended shows its result, and starts nothing new.
    const analyses: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/v1/trials/analyze')) analyses.push(sent.url());
    });
    await page.goto(jobAddress);
    await expect(toast(page, 'Files analyzed successfully')).toBeVisible();
    await expect(report.getByRole('heading', { name: 'Likely outcome' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/user/trial/analysis\\?trialId=${trialId}$`));
    expect(analyses).toEqual([]);
  });
}
