import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { messages, openDcDepositChat } from './support/chat-steps';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

for (const width of [1280, 390]) {
  test(`a reply's citations are chips with the passage on focus, and its sources are listed, at ${width} px`, async ({
    page,
    user,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openDcDepositChat(page, user);
    const reply = messages(page, 'system').last();

    const chip = reply.getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' }).first();
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute('href', /\/library\/sections\/\d+#p-a$/);
    await expect(reply).toContainText(
      '“Within 45 days after the termination of the tenancy, the owner shall tender',
    );

    await chip.focus();
    const popover = page.getByTestId('citation-popover');
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('Security deposits for rental units.');
    await expect(popover).toContainText(
      'the owner shall tender payment to the tenant of the security deposit',
    );
    const box = await popover.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);

    const sources = reply.getByTestId('reply-source');
    await expect(sources.first()).toContainText('D.C. Code § 42-3502.17(a)');
    await expect(sources.first()).toContainText('Current to Jun 30, 2025');
    await expect(reply.getByTestId('citation-chip').and(page.locator('[data-unverified]'))).toHaveCount(0);
    await chip.blur();
    await expect(popover).toHaveCount(0);
    await expectNoAxeViolations(page);

    // After a reload the stored reply shows the same chips and sources.
    await page.reload();
    const stored = messages(page, 'system').last();
    await expect(
      stored.getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' }).first(),
    ).toBeVisible();
    await expect(stored.getByTestId('reply-source').first()).toContainText('D.C. Code § 42-3502.17(a)');

    if (SHOTS) {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => {
          document.documentElement.classList.toggle('dark', t === 'dark');
        }, theme);
        const shown = stored.getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' }).first();
        await shown.scrollIntoViewIfNeeded();
        await shown.focus();
        await expect(page.getByTestId('citation-popover')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/chat-citations-${width}-${theme}.png` });
        await stored.getByTestId('reply-sources').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/chat-sources-${width}-${theme}.png` });
      }
    }
  });
}
