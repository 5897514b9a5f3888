import { expectNoAxeViolations } from './support/axe';
import {
  sectionIdViaApi,
  startDocumentViaApi,
  startReviewViaApi,
  uploadRecordingViaApi,
} from './support/api-items';
import { apiToken, createChatViaApi } from './support/chat-steps';
import { expect, signInViaApi, test } from './support/fixtures';

test('every page has its own document title', async ({ page, user }) => {
  // Many pages (or a whole flow) in one journey.
  test.slow();
  const publicPages: [string, string][] = [
    ['/', 'Amicus — AI legal help'],
    ['/sign-in', 'Sign in — Amicus'],
    ['/sign-up', 'Sign up — Amicus'],
    ['/forgot-password', 'Forgot password — Amicus'],
    ['/no-such-page', 'Page not found — Amicus'],
    ['/terms', 'Terms of Service — Amicus'],
    ['/privacy', 'Privacy Policy — Amicus'],
  ];
  for (const [path, title] of publicPages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await signInViaApi(page, user.username, user.password, '/chat/new');
  const userPages: [string, string][] = [
    ['/chat/new', 'New chat — Amicus'],
    ['/chat/history', 'Chat history — Amicus'],
    ['/chat/products', 'Plans — Amicus'],
    ['/chat/profile', 'Profile — Amicus'],
    ['/chat/settings', 'Settings — Amicus'],
    ['/library/problems', 'Browse by problem — Amicus'],
    ['/user/trial', 'Mock trial — Amicus'],
    ['/user/trial/history', 'Mock trial history — Amicus'],
  ];
  for (const [path, title] of userPages) {
    // In-app navigation, as a user moves: the title follows without a reload.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveTitle(title);
  }

  // A detail page names its item once loaded, and the next page's name replaces it.
  const token = await apiToken(page.request, user.username, user.password);
  const chatId = await createChatViaApi(page.request, token, 'My landlord kept my deposit');
  await page.goto(`/chat/${chatId}`);
  const chatTitle = await page.getByTestId('chat-title').textContent();
  expect(chatTitle).toBeTruthy();
  await expect(page).toHaveTitle(`${chatTitle} — Amicus`);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/chat/history');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle('Chat history — Amicus');

  // Every other detail page names its item too: a letter, a review, a recording, a section of the library.
  const guide = await page.request.get('/api/v1/library/search?q=deposit', {
    headers: { authorization: `Bearer ${token}` },
  });
  const guideHit = ((await guide.json()) as { hits: { sectionId: number; citation: string }[] }).hits.find(
    (hit) => hit.citation === 'Amicus guide: housing and tenancy — Security deposit',
  );
  expect(guideHit, 'the seeded guide on deposits').toBeDefined();
  const detailPages: [string, string][] = [
    [
      `/documents/${await startDocumentViaApi(page.request, token)}`,
      'Security deposit demand letter — Amicus',
    ],
    [`/reviews/${await startReviewViaApi(page.request, token)}`, 'lease.txt — Amicus'],
    [
      `/recordings/${await uploadRecordingViaApi(page.request, token, 'Call with the landlord')}`,
      'Call with the landlord — Amicus',
    ],
    [
      `/library/sections/${await sectionIdViaApi(page.request, token)}`,
      'D.C. Code § 99-101 Lantern permits. — Amicus',
    ],
    // A guide's citation already ends with its heading: said once.
    [
      `/library/sections/${guideHit!.sectionId}`,
      'Amicus guide: housing and tenancy — Security deposit — Amicus',
    ],
  ];
  for (const [path, title] of detailPages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

for (const width of [1280, 390] as const) {
  test(`at ${width} px the top bar's controls are named by what they show`, async ({ page, user }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInViaApi(page, user.username, user.password, '/chat/profile');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Mock Trials', exact: true })).toBeVisible();
    // The account button's name begins with the name it shows; the credits link's with the credits.
    await expect(bar.getByRole('button', { name: `${user.name}, account menu`, exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: '10 credits — view plans', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
