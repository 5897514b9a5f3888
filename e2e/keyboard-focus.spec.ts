import { expectNoAxeViolations } from './support/axe';
import { apiToken, createChatViaApi, depositSituation } from './support/chat-steps';
import { expect, signInViaApi, test } from './support/fixtures';

test('the skip link is the first Tab stop and moves focus to the page itself', async ({ page, user }) => {
  await signInViaApi(page, user.username, user.password, '/chat/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands inside the page, past the sidebar and the top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(
    true,
  );
});

test('a keyboard user goes through the chat flow with focus following each stage', async ({ page, user }) => {
  // Many pages (or a whole flow) in one journey.
  test.slow();
  await signInViaApi(page, user.username, user.password, '/chat/new');
  await page.getByRole('button', { name: /^Housing/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Select a Topic' })).toBeFocused();

  // The suggested questions are one radio group: one Tab stop, arrows move the choice.
  const radios = page.getByRole('radiogroup', { name: 'Suggested questions' }).getByRole('radio');
  // The topic's questions arrive after the heading: wait for them rather than count what is there yet.
  await expect.poll(() => radios.count()).toBeGreaterThan(1);
  await page.keyboard.press('Tab');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.nth(1)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(radios.first()).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(radios.last()).toBeFocused();
  await expect(radios.last()).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Or enter your own topic')).toBeFocused();

  await page.getByRole('button', { name: 'Next: Legal Questionnaire' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Questionnaire' })).toBeFocused();
  await page.getByLabel('Country').selectOption(depositSituation.country);
  await page.getByLabel('State / Province').selectOption(depositSituation.state);
  await page.getByLabel('Describe your situation').fill(depositSituation.description);
  await page.getByRole('button', { name: 'Submit' }).press('Enter');

  // Once the chat exists, the message box holds the focus: the user's next step is to write.
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByPlaceholder('Type your message...')).toBeFocused();
  // The transcript scrolls by keyboard too.
  const log = page.getByRole('log', { name: 'Messages' });
  await log.focus();
  await expect(log).toBeFocused();
  await expectNoAxeViolations(page);
});

test('closing a dialog opened from a menu gives focus back to the menu button', async ({
  page,
  request,
  user,
}) => {
  const token = await apiToken(request, user.username, user.password);
  await createChatViaApi(request, token, 'Deposit kept after moving out');
  await signInViaApi(page, user.username, user.password, '/chat/history');
  const options = page
    .getByTestId('history-chat')
    .first()
    .getByRole('button', { name: /Options for/ });
  await options.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Chat' }).or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(options).toBeFocused();
});

test('the admin’s nested chat dialogs each return focus to their opener; the messages scroll by keyboard', async ({
  page,
  request,
  user,
  admin,
}) => {
  test.slow();
  const token = await apiToken(request, user.username, user.password);
  await createChatViaApi(request, token, 'Deposit kept after moving out');
  await signInViaApi(page, admin.username, admin.password, '/admin/chats');
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  const viewChats = page.getByRole('row').filter({ hasText: user.email }).getByRole('button', {
    name: 'View Chats',
  });
  await viewChats.click();
  const chats = page.getByRole('dialog', { name: `${user.name}'s Chats` });
  await chats.getByRole('button', { name: /Deposit kept after moving out/i }).click();
  const viewMessages = chats.getByRole('button', { name: 'View Messages' });
  await viewMessages.click();
  const messages = page.getByRole('dialog', { name: /^Chat #\d+ - / });
  await expect(messages).toBeVisible();
  const region = messages.getByRole('region', { name: 'Messages' });
  await region.focus();
  await expect(region).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(messages).toBeHidden();
  await expect(viewMessages).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chats).toBeHidden();
  await expect(viewChats).toBeFocused();
});
