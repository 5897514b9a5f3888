import type { Page } from '@playwright/test';
import { expect, signInViaApi, type TestUser } from './fixtures';

/** Steps of the recordings journeys. */

export async function openRecordings(page: Page, user: TestUser) {
  await signInViaApi(page, user.username, user.password, '/recordings');
  await expect(page.getByRole('heading', { name: 'Recordings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Recordings — Amicus');
}
