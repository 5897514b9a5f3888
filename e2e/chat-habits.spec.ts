import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiToken, finishedReply, messages, openDcDepositChat, sendMessage } from './support/chat-steps';
import { expect, test, toast } from './support/fixtures';
import { checkScreen } from './support/screens';

type StoredMessage = { id: number; sender: 'user' | 'system'; message: string };

async function storedMessages(page: Page, token: string, chatId: number): Promise<StoredMessage[]> {
  const response = await page.request.get(`/api/v1/chats/${chatId}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: StoredMessage[] }).data;
}

/** Chooses an item of the header's Export menu and returns the file the browser saved. */
async function exportAs(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await fs.readFile((await download.path())!) };
}

test('a user copies a reply, exports the chat, reads a source beside it, and edits and regenerates', async ({
  page,
  context,
  user,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chatId = await openDcDepositChat(page, user);
  const token = await apiToken(page.request, user.username, user.password);
  const reply = messages(page, 'system').last();

  // Copy: the reply's Markdown, its [n] citations as written, and "Copied" said in the notifications.
  await reply.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toast(page, 'Copied')).toBeVisible();
  const [first] = await storedMessages(page, token, chatId);
  expect(first!.message).toContain('[1]');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first!.message);

  // Export: Markdown and PDF, named from the chat's title.
  const markdown = await exportAs(page, 'Markdown (.md)');
  expect(markdown.name).toBe('Getting-my-security-deposit-back.md');
  const text = markdown.bytes.toString('utf8');
  expect(text).toContain('# Getting my security deposit back');
  expect(text).toMatch(
    /\n1\. \[D\.C\. Code § 42-3502\.17\(a\)\]\(http:\/\/[^)]+\/library\/sections\/\d+#p-a\)/,
  );
  const pdf = await exportAs(page, 'PDF (.pdf)');
  expect(pdf.name).toBe('Getting-my-security-deposit-back.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // A source opened from the reply's sources list, by keyboard: the panel sits beside the chat, the cited
  // paragraph marked and in view; Escape closes it and the focus is back on the Open button.
  const open = reply.getByRole('button', { name: /^Open source 1, D\.C\. Code § 42-3502\.17\(a\)/ });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'D.C. Code § 42-3502.17(a)' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'D.C. Code § 42-3502.17(a)' })).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Security deposits for rental units.' })).toBeVisible();
  await expect(panel.locator('#p-a')).toBeInViewport();
  await expect(panel.locator('#p-a')).toHaveClass(/bg-gold/);
  await expect(panel.getByRole('link', { name: 'Read the full section' })).toHaveAttribute(
    'href',
    /\/library\/sections\/\d+#p-a$/,
  );
  const list = await page.getByTestId('message-list').boundingBox();
  const beside = await panel.boundingBox();
  expect(beside!.x).toBeGreaterThanOrEqual(list!.x + list!.width - 1);
  expect(beside!.x + beside!.width).toBeLessThanOrEqual(1280);
  await expectNoAxeViolations(page);
  await checkScreen(page, 'chat-source-panel');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();

  // From a chip's popover too; the close button closes it and the focus is back on the chip.
  const chip = reply.getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' }).first();
  await chip.hover();
  await page
    .getByTestId('citation-popover')
    .getByRole('button', { name: /^Open source 1,/ })
    .click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close source' }).click();
  await expect(panel).toHaveCount(0);
  await expect(chip).toBeFocused();

  // Regenerate the first reply: it is replaced and charged as a message.
  await checkScreen(page, 'chat-reply-actions');
  await expect(page.getByTestId('credits-badge')).toHaveText('10');
  await reply.getByRole('button', { name: 'Regenerate' }).click();
  await finishedReply(page);
  await expect(page.getByTestId('credits-badge')).toHaveText('9');
  const regenerated = await storedMessages(page, token, chatId);
  expect(regenerated).toHaveLength(1);
  expect(regenerated[0]!.id).not.toBe(first!.id);

  // Edit the last message: it and its reply give way to the new text and a new reply, charged as a message.
  await sendMessage(page, 'Can my landlord keep part of it?');
  await finishedReply(page);
  await expect(page.getByTestId('credits-badge')).toHaveText('8');
  await messages(page, 'user').last().getByRole('button', { name: 'Edit' }).click();
  const box = page.getByRole('textbox', { name: 'Edit your message' });
  await expect(box).toBeFocused();
  await box.fill('Can my landlord keep half of it for cleaning?');
  await checkScreen(page, 'chat-edit-message');
  await page.getByRole('button', { name: 'Save and regenerate' }).click();
  await expect(messages(page, 'user').last().getByTestId('message-text')).toHaveText(
    'Can my landlord keep half of it for cleaning?',
  );
  await finishedReply(page);
  await expect(page.getByTestId('credits-badge')).toHaveText('7');
  const edited = await storedMessages(page, token, chatId);
  expect(edited.map((m) => m.sender)).toEqual(['system', 'user', 'system']);
  expect(edited[1]!.message).toBe('Can my landlord keep half of it for cleaning?');
});

test('on a phone a source opens as a full-height sheet that Escape closes', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDcDepositChat(page, user);
  const reply = messages(page, 'system').last();
  const open = reply.getByRole('button', { name: /^Open source 1,/ });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const panel = page.getByRole('dialog', { name: 'D.C. Code § 42-3502.17(a)' });
  await expect(panel).toBeVisible();
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(panel.locator('#p-a')).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
});
