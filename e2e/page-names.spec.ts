import { expectNoAxeViolations } from './support/axe';
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
