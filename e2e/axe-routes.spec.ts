import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { analysedTrial } from './support/trial-steps';
import {
  sectionIdViaApi,
  startDocumentViaApi,
  startReviewViaApi,
  uploadRecordingViaApi,
} from './support/api-items';
import { createChatViaApi, apiToken, openDcDepositChat, sidebarChats } from './support/chat-steps';
import { expect, signInViaApi, test } from './support/fixtures';

// Every route of the specification, as the visitor, a user and the admin see it, in both themes: axe-core
// (WCAG 2.2 A/AA, e2e/support/axe.ts) finds no violation on any of them. One test a route, so a run lists
// every page that fails, not only the first; each theme is checked on the same page load.

/** A path, or a path's name and how to make what it shows (a chat, a trial) and get its address. */
type Route = string | { name: string; make: (request: APIRequestContext, token: string) => Promise<string> };

const visitorRoutes: Route[] = [
  '/',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password?token=abc',
  '/no-such-page',
];

const userRoutes: Route[] = [
  '/chat/new',
  {
    name: '/chat/{id}',
    make: async (request, token) =>
      `/chat/${await createChatViaApi(request, token, 'My landlord kept my deposit')}`,
  },
  '/chat/profile',
  '/chat/products',
  '/products',
  '/chat/history',
  '/chat/teams',
  '/chat/settings',
  '/library?q=deposit',
  {
    name: '/library/sections/{id}',
    make: async (request, token) => `/library/sections/${await sectionIdViaApi(request, token)}`,
  },
  {
    name: '/library/sources/{id}?levels=',
    make: async (request, token) => {
      const answer = await request.get(`/api/v1/library/sections/${await sectionIdViaApi(request, token)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const { section } = (await answer.json()) as { section: { source: { id: number } } };
      return `/library/sources/${section.source.id}?levels=99%2F1`;
    },
  },
  '/library/problems?jurisdiction=US-DC',
  '/library/problems?jurisdiction=US-DC&area=housing',
  {
    name: '/library/problems/{id}',
    make: async (request, token) => {
      const answer = await request.get('/api/v1/library/problems?jurisdiction=US-DC&area=housing', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return `/library/problems/${((await answer.json()) as { data: { id: number }[] }).data[0]!.id}`;
    },
  },
  {
    name: '/documents/{id}',
    make: async (request, token) => `/documents/${await startDocumentViaApi(request, token)}`,
  },
  {
    name: '/reviews/{id}',
    make: async (request, token) => `/reviews/${await startReviewViaApi(request, token)}`,
  },
  {
    name: '/recordings/{id}',
    make: async (request, token) =>
      `/recordings/${await uploadRecordingViaApi(request, token, 'Call with the landlord')}`,
  },
  '/user/trial',
  {
    name: '/user/trial/history',
    make: async (request, token) => (await analysedTrial(request, token), '/user/trial/history'),
  },
  {
    name: '/user/trial/analysis',
    make: async (request, token) => `/user/trial/analysis?trialId=${await analysedTrial(request, token)}`,
  },
  '/no-such-page',
];

const adminRoutes: Route[] = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/chats',
  '/admin/questions',
  '/admin/categories',
  '/admin/subscriptions',
  '/admin/trials',
  '/admin/library',
  '/admin/document-templates',
  '/admin/settings',
  '/admin/profile',
];

const nameOf = (route: Route) => (typeof route === 'string' ? route : route.name);

/** The page opened at its route (signed in or not) has no axe violation, in the light theme and then the dark. */
async function expectAccessible(page: Page) {
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  // Let the route's data arrive (a chat's reply stream stays open, hence the bounds).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0)
    .catch(() => undefined);
  await expectNoAxeViolationsInBothThemes(page);
}

// axe over a whole page takes seconds on a busy machine; each test opens one page and checks it twice.
test.describe.configure({ timeout: 150_000 });

visitorRoutes.forEach((route) => {
  test(`a visitor's ${nameOf(route)} has no axe violation in either theme`, async ({ page }) => {
    await page.goto(route as string);
    await expectAccessible(page);
  });
});

userRoutes.forEach((route) => {
  test(`a user's ${nameOf(route)} has no axe violation in either theme`, async ({ page, request, user }) => {
    const path =
      typeof route === 'string'
        ? route
        : await route.make(request, await apiToken(request, user.username, user.password));
    // Signed in straight onto the route: the session is restored from the cookie as in a new tab.
    await signInViaApi(page, user.username, user.password, path);
    await expectAccessible(page);
  });
});

// Popovers are portalled to the end of the page, outside the landmarks: axe's `region` rule (on, as every
// rule is) checks that what they show is still in a landmark of its own.
test("a reply's citation popover has no axe violation in either theme", async ({ page, user }) => {
  await openDcDepositChat(page, user);
  await page.getByTestId('citation-chip').first().focus();
  await expect(page.getByRole('region', { name: /^Source 1:/ })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test("a chat row's open menu has no axe violation in either theme", async ({ page, request, user }) => {
  const token = await apiToken(request, user.username, user.password);
  await createChatViaApi(request, token, 'My landlord kept my deposit');
  await signInViaApi(page, user.username, user.password, '/chat/history');
  await sidebarChats(page)
    .first()
    .getByRole('button', { name: /^Options for / })
    .click();
  // The region wraps the menu (itself of no size: the menu inside is positioned fixed).
  await expect(page.getByRole('region', { name: /^Options for / }).getByRole('menu')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

adminRoutes.forEach((route) => {
  test(`the admin's ${nameOf(route)} has no axe violation in either theme`, async ({ page }) => {
    await signInViaApi(page, E2E_ADMIN.username, E2E_ADMIN.password, route as string);
    await expectAccessible(page);
  });
});
