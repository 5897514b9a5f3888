import type { Page } from '@playwright/test';
import { expect, signInViaApi, test } from './support/fixtures';

// The build prerenders / and /login (decision 018): their first screen is in the HTML, before any JavaScript.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ and /login arrive as their pages; any other path as the empty app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free AI legal help, on your side.');
    await expect(page).toHaveTitle('Amicus — AI legal help');

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByLabel('Email or Username')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in — Amicus');

    // A form sent before the app runs posts: the password never goes into the address.
    await page.getByLabel('Email or Username').fill('jordan');
    await page.getByLabel('Password', { exact: true }).fill('Secret#1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');

    for (const path of ['/chat', '/sign-in', '/login/more']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

/** Console errors, hydration's among them ("Hydration failed", "didn't match"). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const theme of ['light', 'dark'] as const) {
  test(`the app takes over the prerendered pages in the ${theme} theme without a mismatch`, async ({
    page,
  }) => {
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
    const errors = collectErrors(page);
    const other = theme === 'dark' ? 'light' : 'dark';

    await page.goto('/');
    // The prerendered page is kept, not replaced: a node from the HTML is still the one on screen.
    await page.evaluate(() => {
      (document.querySelector('#hero-title') as HTMLElement & { fromHtml?: boolean }).fromHtml = true;
    });
    const toggle = page.getByRole('banner').getByRole('button', { name: `Switch to ${other} theme` });
    await expect(toggle).toBeVisible();
    expect(await page.locator('#hero-title').evaluate((h) => (h as { fromHtml?: boolean }).fromHtml)).toBe(
      true,
    );
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

    await page.goto('/login');
    await expect(page.getByRole('button', { name: `Switch to ${other} theme` })).toBeVisible();
    // The prerendered page has the same button: a form sent before the app has taken it over posts natively.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    // The form is the app's: a missing password is caught in the page.
    await page.getByLabel('Email or Username').fill('someone');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });
}

test('a link clicked while the app is taking over the prerendered page still leads on', async ({ page }) => {
  // A slow phone: the page is on screen well before the app has hydrated it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const pageModule = page.waitForResponse((response) => response.url().includes('/landing-page-'));
  await page.goto('/', { waitUntil: 'commit' });
  await pageModule;
  await page
    .getByRole('region', { name: 'Your legal questions deserve clear answers' })
    .getByRole('link', { name: 'Try Now' })
    .click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a signed-in user opening / or /login never sees the signed-out page, and goes home', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.email, user.password, '/chat/new');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // What the page shows once the entry script (render-blocking) has run, before the app has loaded.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      sessionStorage.setItem(
        'first-screen',
        JSON.stringify({ prerendered: root.hasChildNodes(), visibility: getComputedStyle(root).visibility }),
      );
    });
  });
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/chat\/new$/);
    const firstScreen = await page.evaluate(() => JSON.parse(sessionStorage.getItem('first-screen')!));
    expect(firstScreen, path).toEqual({ prerendered: true, visibility: 'hidden' });
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
});
