import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { E2E_TMP } from './env';
import { expect, signInViaApi, type TestUser } from './fixtures';

/** Steps of the recordings journeys. */

export async function openRecordings(page: Page, user: TestUser) {
  await signInViaApi(page, user.username, user.password, '/recordings');
  await expect(page.getByRole('heading', { name: 'Recordings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Recordings — Amicus');
}

/**
 * A WAV of the fake microphone's sentence said three times, two seconds apart: PocketSphinx makes one segment
 * of each (at 0:00, 0:03 and 0:07) and hears "security" in each. Made with espeak-ng when first asked for.
 */
export function threeTakesWav(): string {
  const file = path.join(E2E_TMP, 'voice', `three-takes-${process.pid}.wav`);
  mkdirSync(path.dirname(file), { recursive: true });
  const take = 'the landlord kept my security deposit';
  const pause = '<break time="1500ms"/>';
  execFileSync('espeak-ng', ['-m', '-w', file, `<speak>${take}${pause}${take}${pause}${take}</speak>`]);
  return file;
}

/** Clicks what starts a download and answers the file's bytes and the name the browser saves it under. */
export async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  return { name: download.suggestedFilename(), path: (await download.path())! };
}
