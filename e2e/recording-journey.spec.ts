import type { Page } from '@playwright/test';
import { apiToken } from './support/chat-steps';
import { fakeMicrophone, VOICE_WAV } from './support/fake-microphone';
import { expect, test, toast } from './support/fixtures';
import { openRecordings } from './support/recording-steps';
import { checkScreen } from './support/screens';

test.use(fakeMicrophone);

const CORRECTED = 'My landlord kept my security deposit of 1200 dollars after I moved out on March 3.';

/** The transcript's segments as the editor holds them, joined as the chat's description joins them. */
async function transcriptText(page: Page): Promise<string> {
  return page
    .getByRole('list', { name: 'Transcript segments' })
    .locator('textarea')
    .evaluateAll((fields) =>
      fields
        .map((f) => (f as HTMLTextAreaElement).value.trim())
        .filter(Boolean)
        .join(' '),
    );
}

type ChatDetail = { data: { legalQuestionnaire: { country: string; state: string; description: string } } };

// The journey runs once on a laptop; checkScreen looks at each screen it reaches on a phone too.
test('a user records their account, has it analysed with the library, and continues in a chat', async ({
  page,
  user,
  request,
}) => {
  test.setTimeout(180_000);
  await openRecordings(page, user);

  // A short take: the fake microphone says the sentence once in about three seconds.
  await page.getByRole('button', { name: 'Record' }).click();
  // At least three seconds: a busy machine may show 0:02 and then 0:04.
  await expect(page.getByTestId('recorder-elapsed')).toContainText(/0:(0[3-9]|[1-5]\d)/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Upload recording' }).click();
  await expect(page).toHaveURL(/\/recordings\/\d+$/);

  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  const segments = page.getByTestId('transcript-segment');
  await expect(segments.first()).toBeVisible({ timeout: 90_000 });
  const heard = await transcriptText(page);
  expect(heard.toLowerCase()).toMatch(/security|deposit/);
  // The user corrects what the engine misheard (through the fake microphone and Opus it hears some words):
  // the analysis reads the corrected transcript.
  await segments.first().getByRole('textbox').fill(CORRECTED);
  await page.getByRole('button', { name: 'Save transcript' }).click();
  await expect(toast(page, 'Transcript saved')).toBeVisible();
  const transcript = await transcriptText(page);
  expect(transcript).toContain(CORRECTED);

  // Analyse for a place (a new user starts at the United States, no state chosen) and an area.
  const analysisForm = page.getByRole('form', { name: 'Analyse the transcript' });
  await expect(analysisForm.getByLabel('Country')).toHaveValue('United States');
  await expect(analysisForm.getByLabel('State / Province')).toHaveValue('');
  await analysisForm.getByRole('button', { name: 'Analyse' }).click();
  await expect(analysisForm.getByText('State is required')).toBeVisible();
  await analysisForm.getByLabel('State / Province').selectOption('District of Columbia');
  await analysisForm.getByLabel('Legal area (optional)').selectOption({ label: 'Housing & Tenancy' });
  await analysisForm.getByRole('button', { name: 'Analyse' }).click();
  await expect(
    page.getByTestId('analysis-progress').or(page.getByTestId('recording-analysis')),
  ).toBeVisible();
  // The job runs at the server: after a reload the page follows it, or shows what it wrote.
  await page.reload();
  const analysis = page.getByTestId('recording-analysis');
  await expect(analysis).toBeVisible({ timeout: 60_000 });

  // What it rests on: the offline analysis says so; the library's law of the place is cited as the chat does.
  await expect(analysis.getByTestId('analysis-offline')).toBeVisible();
  await expect(analysis.getByTestId('analysis-no-law')).toHaveCount(0);
  await expect(analysis.getByTestId('analysis-summary')).not.toBeEmpty();
  // The date said is a fact with its day.
  await expect(analysis.getByTestId('analysis-facts-item').locator('time').first()).toHaveAttribute(
    'datetime',
    /^\d{4}-03-03$/,
  );
  const chip = analysis.getByTestId('citation-chip').first();
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAccessibleName(/^Source \d+: D\.C\. Code/);
  await expect(analysis.getByTestId('reply-source').first()).toBeVisible();

  // A quotation of the transcript plays the audio from its time.
  const quote = analysis.getByTestId('analysis-quote').last();
  const play = quote.getByRole('button', { name: /^Play from / });
  const [minutes, seconds] = (await play.getAttribute('aria-label'))!
    .replace('Play from ', '')
    .split(':')
    .map(Number);
  const audio = page.getByTestId('recording-audio');
  await audio.evaluate((a) => {
    const player = a as HTMLAudioElement;
    player.pause();
    player.currentTime = 0;
  });
  await play.click();
  await expect
    .poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime))
    .toBeGreaterThanOrEqual(minutes! * 60 + seconds!);
  expect(transcript.toLowerCase()).toContain(
    (await quote.locator('blockquote').textContent())!.replace(/[“”]/g, '').trim().toLowerCase(),
  );
  await audio.evaluate((a) => (a as HTMLAudioElement).pause());
  await checkScreen(page, 'recording-analysis');

  // The next analysis starts from this place.
  await page.getByRole('button', { name: 'New analysis' }).click();
  await expect(analysisForm.getByLabel('State / Province')).toHaveValue('District of Columbia');
  await page.getByRole('button', { name: 'Keep this analysis' }).click();

  // Start a chat: the questionnaire of the area chosen, holding the place, the summary and the transcript.
  await page.getByRole('button', { name: 'Start a chat from this recording' }).click();
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(page.getByRole('heading', { name: 'Legal Questionnaire' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await expect(page.getByLabel('State / Province')).toHaveValue('District of Columbia');
  const description = page.getByLabel('Describe your situation');
  await expect(description).toHaveValue(/^Summary of my recording:/);
  await expect(description).toHaveValue(
    new RegExp(transcript.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(page.getByTestId('description-shortened')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);

  const chatId = Number(new URL(page.url()).pathname.split('/').pop());
  const token = await apiToken(request, user.username, user.password);
  const chat = (await (
    await request.get(`/api/v1/chats/${chatId}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as ChatDetail;
  expect(chat.data.legalQuestionnaire).toMatchObject({
    country: 'United States',
    state: 'District of Columbia',
  });
  expect(chat.data.legalQuestionnaire.description).toContain(transcript);
});

test('transcribing again asks first when the user corrected the transcript', async ({ page, user }) => {
  test.setTimeout(120_000);
  await openRecordings(page, user);
  await page.getByTestId('recording-file-input').setInputFiles(VOICE_WAV);
  await expect(page).toHaveURL(/\/recordings\/\d+$/);
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  const field = page.getByTestId('transcript-segment').first().getByRole('textbox');
  await expect(field).toBeVisible({ timeout: 60_000 });

  await field.fill('My landlord kept my deposit');
  await page.getByRole('button', { name: 'Save transcript' }).click();
  await expect(toast(page, 'Transcript saved')).toBeVisible();
  await page.getByRole('button', { name: 'Transcribe again' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('You corrected 1 segment');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(field).toHaveValue('My landlord kept my deposit');

  await page.getByRole('button', { name: 'Transcribe again' }).click();
  await question.getByRole('button', { name: 'Transcribe again' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('transcript-segment').first().getByText('Edited')).toBeHidden({
    timeout: 60_000,
  });
});
