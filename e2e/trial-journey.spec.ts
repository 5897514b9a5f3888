import fs from 'node:fs';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseModel } from './support/chat-steps';
import { DC_DEPOSIT_TRIAL } from '../apps/server/test/grounding-fixtures';
import { INVENTED_CITATION_MARK, LONG_REPLY_END } from './support/fake-model';
import { checkScreen } from './support/screens';
import { expect, signInViaApi, test, toast, type TestUser } from './support/fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

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

const CALIFORNIA_CASE = {
  caseDescription: DESCRIPTION,
  role: 'plaintiff',
  country: 'United States',
  state: 'California',
};
/** A case the library's fixture D.C. Code has a rule for (seeded by support/seed-library.ts). */
const DC_CASE = DC_DEPOSIT_TRIAL;

/** A submitted trial without an analysis, made through the API as the web client would. */
async function submittedTrial(request: APIRequestContext, user: TestUser, body = CALIFORNIA_CASE) {
  const login = await request.post('/api/v1/auth/login', {
    data: { username: user.username, password: user.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post('/api/v1/trials', { headers, data: body });
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
  await page.getByLabel('Country').selectOption('United States');
  await page.getByLabel('State/Province').selectOption('California');
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
  // The file sent with the case is listed, and the trial is not "Completed" before it has an analysis.
  const caseBrief = page.getByRole('region', { name: 'Case' });
  await expect(caseBrief.getByRole('list', { name: 'Submitted with the case' })).toContainText('notes.txt');
  await expect(caseBrief.locator('[data-status="PENDING"]')).toHaveText('Awaiting analysis');

  await page
    .getByLabel('Upload Plaintiff Documents')
    .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: await leasePdf() });
  await page.getByLabel('Upload Defendant Documents').setInputFiles({
    name: 'response.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await responseDocx(),
  });
  // The price is told beside the button before it is pressed, and the badge shows what is left after.
  const generate = page.getByRole('button', { name: 'Generate Analysis' });
  await expect(generate).toHaveAccessibleDescription('Costs 3 credits (you have 10)');
  await generate.click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(caseBrief.locator('[data-status="ANALYZING"]')).toHaveText('Analyzing...');

  await expect(toast(page, 'Files analyzed successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveText('7');
  const report = page.getByTestId('analysis-report');
  await expect(report).toContainText(
    'The tenant paid a security deposit of $1,200 by bank transfer on 1 February 2023.',
  );
  await expect(report).toContainText(
    'The inspection report of 2 July 2024 records carpet damage costing $450 to repair.',
  );
  await expect(report.getByRole('heading', { name: 'Likely outcome' })).toBeVisible();
  await expect(caseBrief.locator('[data-status="COMPLETED"]')).toHaveText('Completed');
  // Each side's analysed file is listed under its card, and still is after a reload.
  const analysed = async () => {
    await expect(page.getByRole('list', { name: 'Plaintiff files analyzed' })).toContainText(
      /lease\.pdf\s*Plaintiff/,
    );
    await expect(page.getByRole('list', { name: 'Defendant files analyzed' })).toContainText(
      /response\.docx\s*Defendant/,
    );
  };
  await analysed();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Analysis Report' })).toBeVisible();
  await analysed();

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
    // The fake hosted model writes this case's report a word at a time for several seconds, so the reload
    // below surely lands while the job runs (the offline model can be done before the page is back).
    const { trialId } = await submittedTrial(request, user, {
      ...CALIFORNIA_CASE,
      caseDescription: `${DESCRIPTION} [long:700]`,
    });
    await signInViaApi(page, user.username, user.password, '/chat/settings');
    await chooseModel(page, /OpenAI-compatible/, 'sk-e2e-fake-key-123');
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await page.goto(`/user/trial/analysis?trialId=${trialId}`);
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

    // Loaded again mid-way (a reload of the job's address), the page follows the same job to its end. While it
    // runs, its progress is brought into view (below both sides' cards on a phone), and the badge says the
    // analysis is under way rather than the trial's status.
    const jobAddress = `/user/trial/analysis?trialId=${trialId}&job=${jobId}`;
    await page.goto(jobAddress);
    await expect(bar).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Case' }).locator('[data-status]')).toHaveText(
      'Analyzing...',
    );
    await expect(toast(page, 'Files analyzed successfully')).toBeVisible({ timeout: 40_000 });
    const report = page.getByTestId('analysis-report');
    await expect(report).toContainText(LONG_REPLY_END);
    await expect(report).toContainText('“lease.pdf” (PDF, 1 page)');
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
    await expect(report.getByRole('heading', { name: 'The long answer' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/user/trial/analysis\\?trialId=${trialId}$`));
    expect(analyses).toEqual([]);
  });
}

const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: string[] }).__prints);

/** Generates the analysis on the page (no files: the case description is enough) and waits for it. */
async function generateAnalysis(page: Page) {
  await page.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(toast(page, 'Files analyzed successfully')).toBeVisible({ timeout: 30_000 });
}

/** Prints the report and answers the printed HTML. */
async function printedReport(page: Page): Promise<string> {
  const before = (await prints(page)).length;
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  await expect.poll(async () => (await prints(page)).length).toBe(before + 1);
  return (await prints(page)).at(-1)!;
}

/** Screenshots of the page in both themes, and of the printed copy (as the print dialog lays it out). */
async function screenshots(page: Page, name: string, printed: string) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => document.documentElement.classList.toggle('dark', t === 'dark'), theme);
    await page.getByTestId('analysis-report').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  const copy = await page.context().newPage();
  await copy.setViewportSize(page.viewportSize()!);
  await copy.emulateMedia({ media: 'print' });
  await copy.setContent(printed);
  await copy.screenshot({ path: `${SHOTS}/${name}-print.png`, fullPage: true });
  await copy.close();
}

// Walked once at 1280 px; the phone's width is checked where it differs: the popover stays on screen, and each
// screen is looked at on a phone in both themes (checkScreen).
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
test('a D.C. trial’s analysis cites the library’s rule as a chip, lists its sources and prints both', async ({
  page,
  user,
  request,
}) => {
  const { trialId } = await submittedTrial(request, user, DC_CASE);
  await recordPrints(page);
  await signInViaApi(page, user.username, user.password, `/user/trial/analysis?trialId=${trialId}`);
  await generateAnalysis(page);

  // The offline model opens with the rule the library holds, quoted with its [1], shown as the chat shows it.
  const report = page.getByTestId('analysis-report');
  await expect(report.getByRole('heading', { name: 'The law in Washington, DC, USA' })).toBeVisible();
  const chip = report.getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' }).first();
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute('href', /\/library\/sections\/\d+#p-a$/);
  // The pointer is moved off the report first: the report scrolls into view under it as it appears, and a
  // chip passing under the pointer would open and close its popover.
  await page.mouse.move(0, 0);
  await chip.focus();
  const popover = page.getByTestId('citation-popover');
  await expect(popover).toContainText('Security deposits for rental units.');
  await expect(popover).toContainText('the owner shall tender payment to the tenant of the security deposit');
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await chip.blur();
    await chip.focus();
    await expect(popover).toBeVisible();
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(LAPTOP);
  await chip.blur();
  await expect(popover).toHaveCount(0);

  const sources = page.getByTestId('reply-sources');
  await expect(sources.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await expect(sources.getByTestId('reply-source').first()).toContainText('D.C. Code § 42-3502.17(a)');
  await expect(sources.getByTestId('reply-source').first()).toContainText('Current to Jun 30, 2025');
  await expect(page.locator('[data-testid="citation-chip"][data-unverified]')).toHaveCount(0);
  await checkScreen(page, 'trial-citations');

  // Reloaded, the stored analysis shows the same chips and sources.
  await page.reload();
  await expect(
    page
      .getByTestId('analysis-report')
      .getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('reply-source').first()).toContainText('D.C. Code § 42-3502.17(a)');

  // The printed copy shows the chips and lists the sources with their passages.
  const printed = await printedReport(page);
  expect(printed).toContain('<span class="citation">1</span>');
  expect(printed).not.toContain('class="citation unverified"');
  expect(printed).toContain('<h2>Sources</h2>');
  expect(printed).toContain('<strong>D.C. Code § 42-3502.17(a)</strong> Security deposits for rental units.');
  expect(printed).toContain('Current to Jun 30, 2025');
  expect(printed).toMatch(/<blockquote class="source-passage">Within 45 days after the termination/);
  await screenshots(page, 'trial-citations', printed);
});

test('a hosted model’s invented citation is marked unverified on the page and in print', async ({
  page,
  user,
  request,
}) => {
  const { trialId } = await submittedTrial(request, user, {
    ...DC_CASE,
    caseDescription: `${DC_CASE.caseDescription} ${INVENTED_CITATION_MARK}`,
  });
  await recordPrints(page);
  await signInViaApi(page, user.username, user.password, '/chat/settings');
  await chooseModel(page, /OpenAI-compatible/, 'sk-e2e-fake-key-123');
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await page.goto(`/user/trial/analysis?trialId=${trialId}`);
  await generateAnalysis(page);

  const report = page.getByTestId('analysis-report');
  await expect(
    report.getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' }).first(),
  ).toBeVisible();
  await expect(
    report.getByRole('img', { name: '[7]: This citation could not be checked against the sources' }),
  ).toBeVisible();
  const unverified = page.getByTestId('unverified-citation');
  await expect(unverified).toHaveCount(1);
  await expect(unverified).toContainText(
    'D.C. Code § 42-3508.02: This citation could not be checked against the sources (it is not one of them).',
  );
  await checkScreen(page, 'trial-unverified');

  const printed = await printedReport(page);
  expect(printed).toContain('<span class="citation">1</span>');
  expect(printed).toContain(
    '<span class="citation unverified" title="This citation could not be checked against the sources">⚠ 7</span>',
  );
  expect(printed).toContain(
    '<li><strong>D.C. Code § 42-3508.02</strong>: This citation could not be checked',
  );
  await screenshots(page, 'trial-unverified', printed);
});
