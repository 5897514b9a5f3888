import fs from 'node:fs/promises';
import { recordingMessages } from '@amicus/contract/recordings/messages';
import { docxPart } from '../apps/server/test/docx-parts';
import { apiToken, createChatViaApi, finishedReply } from './support/chat-steps';
import { fakeMicrophone, VOICE_WAV } from './support/fake-microphone';
import { expect, signInViaApi, test, toast } from './support/fixtures';
import { downloadFrom, openRecordings, threeTakesWav } from './support/recording-steps';
import { checkScreen } from './support/screens';

test.use(fakeMicrophone);

// The journey runs once on a laptop; checkScreen looks at each screen it reaches on a phone too.
test('a user records their problem, transcribes it offline, corrects it and deletes it', async ({
  page,
  user,
}) => {
  test.setTimeout(150_000);
  await openRecordings(page, user);
  // The engine is told before recording: PocketSphinx, on this server, English only.
  await expect(page.getByTestId('speech-engine')).toHaveAttribute('data-provider', 'pocketsphinx');
  await expect(page.getByTestId('speech-engine')).toContainText(recordingMessages.offlineEnglishOnly);
  await expect(page.getByText(/Up to 15 minutes and 25 MB/)).toBeVisible();
  await expect(page.getByText('No recordings yet')).toBeVisible();
  await checkScreen(page, 'recordings');

  const recorder = page.getByTestId('audio-recorder');
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(recorder).toHaveAttribute('data-status', 'recording');
  // The meter hears the fake microphone's voice.
  await expect
    .poll(async () => Number(await page.getByTestId('level-meter').getAttribute('data-level')), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  await expect(page.getByTestId('recorder-elapsed')).toContainText(/0:(0[2-9]|[1-5]\d)/);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(recorder).toHaveAttribute('data-status', 'paused');
  const pausedAt = await page.getByTestId('recorder-elapsed').textContent();
  await page.waitForTimeout(1_200);
  await expect(page.getByTestId('recorder-elapsed')).toHaveText(pausedAt ?? '');
  // Looked at while paused, so the checks do not lengthen the recording (and its transcription).
  await checkScreen(page, 'recordings-recording');
  await expect(page.getByTestId('recorder-elapsed')).toHaveText(pausedAt ?? '');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('recorder-elapsed')).not.toHaveText(pausedAt ?? '');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(recorder).toHaveAttribute('data-status', 'stopped');
  await expect(page.getByLabel('Preview of your recording')).toBeVisible();
  // The take can be heard before it is uploaded: its audio loads (the page's policy lets blob: media play).
  await expect
    .poll(() =>
      page
        .getByLabel('Preview of your recording')
        .evaluate((a) => ((a as HTMLAudioElement).error ? -1 : (a as HTMLAudioElement).readyState)),
    )
    .toBeGreaterThanOrEqual(1);

  await page.getByRole('button', { name: 'Upload recording' }).click();
  await expect(page).toHaveURL(/\/recordings\/\d+$/);
  // The tab names the recording, as its heading does (read once the recording's page has replaced the list's).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Recording of /);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page).toHaveTitle(`${heading} — Amicus`);
  await expect(page.getByTestId('recording-status')).toHaveText('Not transcribed');
  await expect(page.getByText(recordingMessages.noTranscriptYet)).toBeVisible();
  await checkScreen(page, 'recording-new');

  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await expect(page.getByTestId('transcription-progress')).toBeVisible();
  // The job runs at the server: a reload follows the same job (or shows what it wrote).
  await page.reload();
  const segments = page.getByTestId('transcript-segment');
  await expect(segments.first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('recording-status')).toHaveText('Transcribed');
  const heard = (
    await page
      .getByRole('list', { name: 'Transcript segments' })
      .locator('textarea')
      .evaluateAll((fields) => fields.map((f) => (f as HTMLTextAreaElement).value).join(' '))
  ).toLowerCase();
  // Through the fake microphone and Opus, PocketSphinx hears "security" reliably; the WAV itself gives both
  // words (the upload test below).
  expect(heard).toMatch(/security|deposit/);
  await expect(page.getByText('Transcribed by pocketsphinx')).toBeVisible();

  // Clicking a segment's time plays the audio from there (the last segment: the furthest in).
  const playLast = segments.last().getByRole('button', { name: /^Play from / });
  const [minutes, seconds] = (await playLast.getAttribute('aria-label'))!
    .replace('Play from ', '')
    .split(':')
    .map(Number);
  await playLast.click();
  const player = page.getByTestId('recording-audio');
  const from = minutes! * 60 + seconds!;
  await expect
    .poll(() => player.evaluate((a) => (a as HTMLAudioElement).currentTime))
    .toBeGreaterThanOrEqual(from);
  // It really plays: the audio loaded (a refused source leaves an error and no data) and its time moves on.
  expect(await player.evaluate((a) => (a as HTMLAudioElement).error?.code ?? null)).toBeNull();
  const playingFrom = await player.evaluate((a) => (a as HTMLAudioElement).currentTime);
  await expect
    .poll(() => player.evaluate((a) => (a as HTMLAudioElement).currentTime))
    .toBeGreaterThan(playingFrom + 0.2);
  await page.getByTestId('recording-audio').evaluate((a) => (a as HTMLAudioElement).pause());

  // Correct the first segment; the correction is kept and marked.
  const field = segments.first().getByRole('textbox');
  await field.fill('My landlord kept my security deposit of 1200 dollars');
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  await page.getByRole('button', { name: 'Save transcript' }).click();
  await expect(toast(page, 'Transcript saved')).toBeVisible();
  await page.reload();
  await expect(segments.first().getByRole('textbox')).toHaveValue(
    'My landlord kept my security deposit of 1200 dollars',
  );
  await expect(segments.first().getByText('Edited')).toBeVisible();
  await checkScreen(page, 'recording-transcript');

  // Rename and delete from the list, the delete after a question.
  await page.getByRole('link', { name: 'All recordings' }).click();
  const row = page.getByTestId('recording-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('recording-status')).toHaveText('Transcribed');
  await row.getByRole('button', { name: /^Rename / }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Deposit, my account');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('link', { name: 'Deposit, my account' })).toBeVisible();
  await checkScreen(page, 'recordings-list');
  await row.getByRole('button', { name: 'Delete Deposit, my account' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('cannot be undone');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Recording deleted')).toBeVisible();
  await expect(page.getByText('No recordings yet')).toBeVisible();
});

test('a user uploads an audio file, and a file that is not audio is refused with the server’s reason', async ({
  page,
  user,
}) => {
  await openRecordings(page, user);
  const input = page.getByTestId('recording-file-input');

  await input.setInputFiles({
    name: 'lease.txt',
    mimeType: 'audio/wav',
    buffer: Buffer.from('not audio at all'),
  });
  await expect(page.getByRole('alert')).toHaveText(recordingMessages.unsupportedType('lease.txt'));
  await expect(page).toHaveURL(/\/recordings$/);

  await input.setInputFiles(VOICE_WAV);
  await expect(page).toHaveURL(/\/recordings\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/deposit-\d+/);
  await expect(page.getByTestId('recording-audio')).toBeVisible();
  await expect(page.getByText('0:02').first()).toBeVisible();
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  const first = page.getByTestId('transcript-segment').first().getByRole('textbox');
  await expect(first).toHaveValue(/security/i, { timeout: 60_000 });
  await expect(first).toHaveValue(/deposit/i);
});

test('a user dictates a chat message with the microphone in the chat box', async ({
  page,
  user,
  request,
}) => {
  test.setTimeout(120_000);
  const chatId = await createChatViaApi(
    request,
    await apiToken(request, user.username, user.password),
    'My security deposit',
  );
  await signInViaApi(page, user.username, user.password, `/chat/${chatId}`);
  await finishedReply(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('About the flat:');
  await page.getByRole('button', { name: 'Dictate a message' }).click();
  const stop = page.getByRole('button', { name: /^Stop dictating/ });
  await expect(stop).toHaveAccessibleName(/0:03/);
  await stop.click();
  await expect(page.getByRole('button', { name: 'Transcribing your dictation' })).toBeVisible();
  await expect(box).toHaveValue(/^About the flat: .*(security|deposit)/i, { timeout: 60_000 });
  await expect(box).toBeFocused();
  // The dictation is kept among the recordings.
  await page.goto('/recordings');
  await expect(page.getByTestId('recording-row').getByRole('link', { name: /^Dictation / })).toBeVisible();
});

test('a user follows the transcript as the audio plays, searches it, and downloads it as text and Word', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  await openRecordings(page, user);
  await page.getByTestId('recording-file-input').setInputFiles(threeTakesWav());
  await expect(page).toHaveURL(/\/recordings\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^three-takes-\d+$/);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  const segments = page.getByTestId('transcript-segment');
  await expect(segments).toHaveCount(3, { timeout: 60_000 });

  // Played from the start, the segment heard is the current one, and the mark moves on with the audio.
  const current = page.locator('[data-testid="transcript-segment"][aria-current="true"]');
  await segments.first().getByRole('button', { name: 'Play from 0:00' }).click();
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-segment', '1');
  await expect(current.getByTestId('segment-now-playing')).toHaveText('Now playing');
  // Inside it, the word heard is underlined (PocketSphinx timed each word), one at a time, and moves on.
  const spoken = page.locator('[data-spoken-word]');
  await expect(current.locator('[data-spoken-word]')).toHaveCount(1);
  const spokenWord = async () =>
    `${await current.getAttribute('data-segment')}:${await spoken.first().textContent()}`;
  const firstWord = await spokenWord();
  await expect.poll(spokenWord, { timeout: 5_000 }).not.toBe(firstWord);
  await expect(spoken).toHaveCount(1);
  await expect(current).toHaveAttribute('data-segment', '2', { timeout: 10_000 });
  await expect(current).toBeInViewport();
  await page.getByTestId('recording-audio').evaluate((a) => (a as HTMLAudioElement).pause());
  await expect(current.getByTestId('segment-now-playing')).toHaveText('Paused here');
  // Paused, the word stays marked where the audio stopped (the screenshots below show it beside the search's).
  await expect(current.locator('[data-spoken-word]')).toHaveCount(1);

  // Search: the matches are counted and stepped through with Enter, Shift+Enter and the buttons.
  const search = page.getByRole('searchbox', { name: 'Search the transcript' });
  const count = page.getByTestId('transcript-search-count');
  await search.fill('SECURITY');
  await expect(count).toHaveText('1 of 3 matches, segment 1, at 0:00');
  const marked = page.locator('mark[data-current-match]');
  await expect(marked).toHaveText(/^security$/i);
  await search.press('Enter');
  await expect(count).toHaveText(/^2 of 3 matches, segment 2, at 0:0\d$/);
  await search.press('Shift+Enter');
  await search.press('Shift+Enter');
  await expect(count).toHaveText(/^3 of 3 matches, segment 3/);
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(count).toHaveText(/^1 of 3/);
  await expect(page.locator('mark')).toHaveCount(3);
  await checkScreen(page, 'recording-transcript-tools');

  // The downloads: plain text with the times, and a Word file, named from the recording's title.
  const menu = page.getByRole('button', { name: 'Download the transcript' });
  const text = await downloadFrom(page, async () => {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Text with times (.txt)' }).click();
  });
  expect(text.name).toBe(`${title} - transcript.txt`);
  const lines = (await fs.readFile(text.path, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(title);
  expect(lines[1]).toMatch(/^Recorded .+ · Length 0:(09|1\d) · Transcribed by pocketsphinx/);
  expect(lines.filter((line) => /^\[0:0\d\] .*security/.test(line))).toHaveLength(3);

  const word = await downloadFrom(page, async () => {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Word document (.docx)' }).click();
  });
  expect(word.name).toBe(`${title} - transcript.docx`);
  const document = await docxPart(await fs.readFile(word.path), 'word/document.xml');
  expect(document).toContain(`<w:t xml:space="preserve">${title}</w:t>`);
  expect(document.match(/security/g)).toHaveLength(3);
});
