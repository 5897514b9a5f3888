import type { Page } from '@playwright/test';
import { expect, signInViaForm, test, toast } from './support/fixtures';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test("a session that expires and cannot be refreshed ends with 'Session expired. Please login again.' on /login", async ({
  page,
  user,
}) => {
  await page.clock.install();
  await signInViaForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/chat\/new$/);

  // The browser no longer holds a refresh cookie (cleared, or the browser dropped it), so nothing can renew
  // the session. The server still accepts the access token, so no call fails before the clock moves.
  await page.context().clearCookies();
  // The access token lives 15 minutes; the 60-second check then finds it expired.
  await page.clock.fastForward('16:00');

  await expect(toast(page, 'Session expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Please login to continue.')).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
});

test('a token near its expiry is refreshed silently and the user stays where they are', async ({
  page,
  user,
}) => {
  await page.clock.install();
  await signInViaForm(page, user.email, user.password);
  await page.goto('/chat/profile');
  const before = await storedToken(page);

  await page.clock.fastForward('14:30');

  await expect.poll(() => storedToken(page)).not.toBe(before);
  await expect(page).toHaveURL(/\/chat\/profile$/);
  await expect(toast(page, 'Session expired. Please login again.')).toHaveCount(0);
  // The fresh token works.
  const profile = await page.request.get('/api/v1/auth/profile', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(profile.status()).toBe(200);
});

test('a stored session whose token expired while the browser was closed is renewed from the cookie', async ({
  page,
  user,
}) => {
  await signInViaForm(page, user.email, user.password);
  // Turn the stored token into one that expired long ago.
  await page.evaluate(() => {
    const [head, , sig] = localStorage.getItem('token')!.split('.');
    const body = btoa(JSON.stringify({ exp: 1_000_000_000 })).replace(/=+$/, '');
    const stale = `${head}.${body}.${sig}`;
    const stored = JSON.parse(localStorage.getItem('user-storage')!) as { state: { token: string } };
    stored.state.token = stale;
    localStorage.setItem('user-storage', JSON.stringify(stored));
    localStorage.setItem('token', stale);
  });
  await page.goto('/chat/profile');
  await expect(page).toHaveURL(/\/chat\/profile$/);
  await expect.poll(() => storedToken(page)).not.toContain('.eyJleHAiOjEwMDAwMDAwMDB9.');
  await expect(toast(page, 'Session expired. Please login again.')).toHaveCount(0);
});
