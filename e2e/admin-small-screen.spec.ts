import { adminToken, createAccounts, openAsAdmin } from './admin-steps';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Every admin table, with the row actions its first row must offer on a phone. */
const tables: { path: string; tab?: string; actions: (string | RegExp)[] }[] = [
  { path: '/admin/users', actions: [/^Edit /, /^Adjust credits of /, /^Delete /] },
  { path: '/admin/questions', actions: [/^Edit /, /^Delete /] },
  { path: '/admin/categories', actions: [/^Edit /, /^Delete /] },
  { path: '/admin/chats', actions: ['View Chats'] },
  { path: '/admin/trials', actions: [] },
  { path: '/admin/subscriptions', actions: [/^Edit /, /^Delete /] },
  { path: '/admin/library', actions: [/^Delete /] },
  { path: '/admin/document-templates', actions: [] },
  { path: '/admin/subscriptions', tab: 'Active Subscriptions', actions: [] },
  { path: '/admin/settings', tab: 'Audit Log', actions: [] },
];

for (const { path, tab, actions } of tables) {
  test(`on a phone, ${path}${tab ? ` (${tab})` : ''} shows its rows as cards whose actions are in reach without scrolling sideways`, async ({
    page,
    request,
  }) => {
    // The chat management list shows accounts other than admins: one, at least.
    if (path === '/admin/chats') await createAccounts(request, await adminToken(request), 1, 'phone');
    await openAsAdmin(page, path);
    if (tab) await page.getByRole('tab', { name: tab }).click();
    // The page's main table comes first (the library's import history follows its sources).
    const firstRow = page.getByRole('table').first().getByRole('rowgroup').nth(1).getByRole('row').first();
    await expect(firstRow).toBeVisible();
    await expect(firstRow.locator('td')).not.toHaveCount(0);
    // Neither the page nor the table scrolls sideways (the header is there for screen readers only).
    const overflowing = await page.evaluate(() =>
      [document.documentElement, ...[...document.querySelectorAll('table')].map((t) => t.parentElement!)]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.tagName),
    );
    expect(overflowing).toEqual([]);
    // The list may render its rows again meanwhile (other journeys add trials and users): scroll the row then.
    await expect(() => firstRow.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    for (const name of actions)
      await expect(firstRow.getByRole('button', { name }).first()).toBeInViewport({ ratio: 1 });
    // Each value is named by its column on the card.
    const labelled = firstRow.locator('td[data-label]').first();
    if ((await labelled.count()) > 0)
      expect(
        await labelled.evaluate((cell) => getComputedStyle(cell, '::before').content.replaceAll('"', '')),
      ).toBe(await labelled.getAttribute('data-label'));
  });
}
