import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, SERVER_LOG } from './env';

export { expect };

export type TestUser = { name: string; email: string; username: string; password: string };

export function newUser(prefix = 'user'): TestUser {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Tester`,
    email: `${prefix}.${tag}@example.com`,
    username: `${prefix}_${tag}`,
    password: 'Journey#2026pass',
  };
}

/** A random client address per test, so the per-IP sign-in limits see each test as its own client. */
function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]! || 1}`;
}

export async function signUpViaApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const response = await request.post('/api/v1/auth/signup', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/**
 * Signs in through the API with the page's own cookie jar (so the browser holds the refresh cookie) and opens
 * `path`: the app restores the session from the cookie, exactly as a new tab would.
 */
export async function signInViaApi(
  page: Page,
  username: string,
  password: string,
  path = '/chat/new',
): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  // The page restores the session from the refresh cookie. Let that exchange finish before the test moves on:
  // a navigation that cut it short would leave the browser with the spent cookie, and presenting a spent
  // refresh token ends the session (reuse detection).
  const restored = page
    .waitForResponse((answer) => answer.url().endsWith('/api/v1/auth/refresh'), { timeout: 5_000 })
    .catch(() => undefined);
  await page.goto(path);
  await restored;
}

/**
 * Signs in through the sign-in form, as a person would. `remember` sets the Remember me box (on by default).
 * Waits until the app has left the sign-in page.
 */
export async function signInViaForm(
  page: Page,
  username: string,
  password: string,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email or Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  if ((await box.isChecked()) !== remember) await box.click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

/** The newest link sent to an address whose URL contains `contains`, read from the outbox log. */
export async function readMailLink(email: string, contains: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = fs.existsSync(SERVER_LOG) ? fs.readFileSync(SERVER_LOG, 'utf8').split('\n') : [];
    for (const line of lines.reverse()) {
      if (!line.includes('"mail"')) continue;
      try {
        const entry = JSON.parse(line) as { mail?: { to: string; links?: string[] } };
        const link =
          entry.mail?.to === email ? entry.mail.links?.find((l) => l.includes(contains)) : undefined;
        if (link) return link;
      } catch {
        // not a JSON line
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${email} with a link containing ${contains}`);
}

/** A toast with this text, in the notifications region. */
export function toast(page: Page, text: string | RegExp) {
  return (
    page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('listitem')
      // A dismissed toast stays in the list while it animates out (sonner marks it data-removed): a toast
      // shown again meanwhile must not count twice.
      .and(page.locator(':not([data-removed="true"])'))
      .filter({ hasText: text })
  );
}

type Fixtures = {
  /** A freshly signed-up user (not signed in). */
  user: TestUser;
  admin: TestUser;
};

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
    await use(context);
  },
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    });
    await use(request);
    await request.dispose();
  },
  user: async ({ request }, use) => {
    await use(await signUpViaApi(request));
  },
  // Playwright requires the object pattern even when a fixture uses no other fixture.
  // eslint-disable-next-line no-empty-pattern
  admin: async ({}, use) => {
    await use({ name: 'Administrator', ...E2E_ADMIN });
  },
});
