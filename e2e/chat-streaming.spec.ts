import type { Page } from '@playwright/test';
import { expect, signInViaApi, signUpViaApi, test, toast } from './support/fixtures';
import {
  apiToken,
  chooseModel,
  createChatViaApi,
  finishedReply,
  messages,
  sendMessage,
  spendAllCredits,
} from './support/chat-steps';
import { LONG_REPLY_END } from './support/fake-model';

/** Replies that take a while: the fake provider streams a `[long:N]` reply a word at a time. */
async function openChatWithFakeModel(page: Page, user: { username: string; password: string }) {
  await signInViaApi(page, user.username, user.password, '/chat/new');
  await chooseModel(page, /OpenAI-compatible/, 'sk-e2e-fake-key-123');
  await expect(toast(page, 'Settings saved')).toBeVisible();
  const token = await apiToken(page.request, user.username, user.password);
  const chatId = await createChatViaApi(page.request, token, 'My deposit was not returned');
  await page.goto(`/chat/${chatId}`);
  await finishedReply(page);
  return chatId;
}

test('Stop ends a streaming reply early and keeps the text that arrived', async ({ page, user }) => {
  await openChatWithFakeModel(page, user);
  await sendMessage(page, 'Tell me everything about deposits [long:1500]');
  const reply = messages(page, 'system').last();
  await expect(reply).toContainText('Part 3:');
  await page.getByRole('button', { name: 'Stop' }).click();

  await expect(reply).toHaveAttribute('data-status', 'stopped');
  await expect(reply.getByTestId('reply-note')).toHaveText(
    'Stopped. The reply was cut short; what arrived is kept.',
  );
  await expect(reply).toContainText('Part 3:');
  await expect(reply).not.toContainText(LONG_REPLY_END);
  const kept = await reply.getByTestId('message-text').innerText();
  // The send button is back, and the stored reply is the same text after a reload.
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  await page.reload();
  const stored = messages(page, 'system').last();
  await expect(stored).toHaveAttribute('data-status', 'stopped');
  expect(await stored.getByTestId('message-text').innerText()).toBe(kept);
});

test('reloading in the middle of a reply reattaches to it and shows the whole reply', async ({
  page,
  user,
}) => {
  await openChatWithFakeModel(page, user);
  await sendMessage(page, 'Walk me through the small claims process [long:600]');
  const reply = messages(page, 'system').last();
  await expect(reply).toContainText('Part 2:');
  await expect(reply).not.toContainText(LONG_REPLY_END);

  await page.reload();
  // After the reload the reply is still streaming (the server kept generating it), then completes.
  const reattached = messages(page, 'system').last();
  await expect(reattached).toHaveAttribute('data-status', 'streaming');
  await expect(reattached).toHaveAttribute('data-status', 'complete', { timeout: 45_000 });
  await expect(reattached).toContainText('Part 1:');
  await expect(reattached).toContainText(LONG_REPLY_END);
  await expect(messages(page, 'user').last().getByTestId('message-text')).toHaveText(
    'Walk me through the small claims process [long:600]',
  );
});

test('a user with no credits left is told so and sent to the plans, and finds the message kept on return', async ({
  page,
  request,
  user,
}) => {
  const token = await apiToken(request, user.username, user.password);
  const chatId = await createChatViaApi(request, token, 'Unpaid final wages');
  await spendAllCredits(request, token, chatId);

  // Counted from the API: the transcript is virtualised, so the rendered rows depend on their heights.
  const storedMessages = async () => {
    const answer = await request.get(`/api/v1/chats/${chatId}/messages`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { data: { message: string }[] }).data;
  };
  const before = (await storedMessages()).length;

  await signInViaApi(page, user.username, user.password, `/chat/${chatId}`);
  await expect(page.getByTestId('credits-badge')).toHaveText('0');
  await finishedReply(page);
  await page.getByPlaceholder('Type your message...').fill('Can I still ask one more thing?');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(
    toast(page, 'You do not have enough credits. Please choose a plan to continue.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/chat\/products$/);
  // Nothing was stored: the chat has the messages it had, and the refused one is not among them.
  const after = await storedMessages();
  expect(after).toHaveLength(before);
  expect(after.map((m) => m.message)).not.toContain('Can I still ask one more thing?');
  // Back in the chat, the refused message waits in the box, unsent, ready to go once credits are bought.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await finishedReply(page);
  const box = page.getByPlaceholder('Type your message...');
  await expect(box).toHaveValue('Can I still ask one more thing?');
  await expect(messages(page).filter({ hasText: 'Can I still ask one more thing?' })).toHaveCount(0);
  // It survives a reload of the tab too.
  await page.reload();
  await finishedReply(page);
  await expect(box).toHaveValue('Can I still ask one more thing?');
});

test('the chat area needs a signed-in user, and nobody opens another user’s chat', async ({
  page,
  request,
  user,
}) => {
  for (const path of ['/chat/42', '/chat/history', '/chat/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Please login to continue.').first()).toBeVisible();
  }

  const owner = await signUpViaApi(request);
  const ownerToken = await apiToken(request, owner.username, owner.password);
  const theirs = await createChatViaApi(request, ownerToken, 'A private matter');
  await signInViaApi(page, user.username, user.password, `/chat/${theirs}`);
  await expect(page.getByRole('alert')).toContainText('Chat not found');
  await expect(page.getByText('A private matter')).toHaveCount(0);
});
