import { expectNoAxeViolations } from './support/axe';
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
