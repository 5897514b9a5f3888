import type { Locator, Page } from '@playwright/test';
import { sectionIdViaApi, uploadRecordingViaApi } from './support/api-items';
import { apiToken, createChatViaApi, finishedReply } from './support/chat-steps';
import { expect, signInViaApi, test, toast } from './support/fixtures';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The visible controls inside `scope` that the toast's box overlaps, by their names. `below` is where the
 * sticky top bar ends: what the page scrolled under the bar is hidden by the bar, not by the toast.
 */
async function controlsUnder(page: Page, toastBox: Box, scope: Locator, below = 0) {
  const hidden: string[] = [];
  for (const control of await scope.locator('button, a[href], input, textarea, [role="tab"]').all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (!box) continue;
    const top = Math.max(box.y, below);
    const seen = { ...box, y: top, height: box.y + box.height - top };
    if (seen.height > 0 && overlaps(seen, toastBox))
      hidden.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return hidden;
}

/** Waits until sonner has slid the toast in: mounted, and its transitions (transform, opacity) over. */
async function settled(shown: Locator) {
  await expect(shown).toHaveAttribute('data-mounted', 'true');
  await shown.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
}

for (const width of [1280, 390] as const) {
  test(`at ${width} px a toast hides neither the top bar's controls nor Save Changes`, async ({
    page,
    user,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signInViaApi(page, user.username, user.password, '/chat/profile');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    const shown = toast(page, 'Profile updated successfully!');
    await expect(shown).toBeVisible();
    await settled(shown);
    const box = (await shown.boundingBox())!;
    // Never over the top bar's controls, nor over Save Changes.
    expect(await controlsUnder(page, box, page.getByRole('banner'))).toEqual([]);
    expect(overlaps(box, (await save.boundingBox())!)).toBe(false);
    // With the sidebar shown it sits in the top bar's free stretch and hides nothing of the page either. A
    // phone's bar has no free stretch: the toast sits at the bottom of the screen (see toaster.tsx).
    if (width === 1280) {
      const bar = (await page.getByRole('banner').boundingBox())!;
      expect(await controlsUnder(page, box, page.getByRole('main'), bar.y + bar.height)).toEqual([]);
    }
  });
}

test('at 390 px a toast on a chat hides neither the top bar’s controls nor Send', async ({
  page,
  request,
  user,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chatId = await createChatViaApi(
    request,
    await apiToken(request, user.username, user.password),
    'Deposit kept back',
  );
  await signInViaApi(page, user.username, user.password, `/chat/${chatId}`);
  await finishedReply(page);
  // A message that cannot reach the server: the chat says so in a toast.
  await page.route(`**/api/v1/chats/${chatId}/**`, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.continue(),
  );
  const composer = page.getByPlaceholder('Type your message...');
  await composer.fill('Can I also claim for the broken dishwasher?');
  await composer.press('Enter');
  const shown = page.locator('[data-sonner-toast]').first();
  await expect(shown).toBeVisible();
  await settled(shown);
  const box = (await shown.boundingBox())!;
  const bar = page.getByRole('banner');
  // The bar's controls: the menu, the theme switch, the credits and the account menu.
  expect(await bar.locator('button, a[href]').count()).toBeGreaterThanOrEqual(3);
  expect(await controlsUnder(page, box, bar)).toEqual([]);
  const send = (await page.getByRole('button', { name: 'Send message' }).boundingBox())!;
  expect(overlaps(box, send)).toBe(false);
});

// A phone's pages start with their way back just below the top bar: a toast there would hide it for 5 s.
test('at 390 px a toast on a recording hides neither the top bar nor "All recordings"', async ({
  page,
  request,
  user,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await apiToken(request, user.username, user.password);
  const id = await uploadRecordingViaApi(request, token, 'Call with the landlord');
  await signInViaApi(page, user.username, user.password, `/recordings/${id}`);
  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename recording' });
  await dialog.getByLabel('Title').fill('Second call with the landlord');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const shown = toast(page, 'Recording renamed');
  await expect(shown).toBeVisible();
  await settled(shown);
  const box = (await shown.boundingBox())!;
  expect(await controlsUnder(page, box, page.getByRole('banner'))).toEqual([]);
  const back = page.getByRole('link', { name: 'All recordings' });
  await expect(back).toBeVisible();
  expect(overlaps(box, (await back.boundingBox())!)).toBe(false);
  expect(await controlsUnder(page, box, page.getByRole('main'))).toEqual([]);
});

test('at 390 px a toast on a library section hides neither the top bar nor its breadcrumb', async ({
  page,
  request,
  user,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sectionId = await sectionIdViaApi(request, await apiToken(request, user.username, user.password));
  await signInViaApi(page, user.username, user.password, `/library/sections/${sectionId}`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Legal Library' })).toBeVisible();
  // Copied, or refused by the browser: a toast says which.
  await page.getByRole('button', { name: 'Copy citation' }).click();
  const shown = page.locator('[data-sonner-toast]').first();
  await expect(shown).toBeVisible();
  await settled(shown);
  const box = (await shown.boundingBox())!;
  expect(await controlsUnder(page, box, page.getByRole('banner'))).toEqual([]);
  expect(await controlsUnder(page, box, breadcrumb)).toEqual([]);
  expect(overlaps(box, (await breadcrumb.boundingBox())!)).toBe(false);
  // Nor the section's own buttons; at the bottom it lies over the text running on below (links in it too).
  for (const name of ['Copy citation', 'Ask Amicus about this'])
    expect(overlaps(box, (await page.getByRole('button', { name }).boundingBox())!)).toBe(false);
});
