import type { Page } from '@playwright/test';
import { expect, signInViaApi, test, toast } from './support/fixtures';
import {
  chooseModel,
  finishedReply,
  messages,
  sendMessage,
  sidebarChats,
  startChat,
} from './support/chat-steps';

/**
 * The whole chat journey, once with the built-in offline model (the server default) and once with a hosted
 * model (the fake OpenAI-compatible provider the e2e server runs beside it).
 */
const models = [
  {
    name: 'the offline model',
    choose: async () => undefined,
    firstReply: /Amicus offline model/,
    followUpReply: /Amicus offline model/,
  },
  {
    name: 'an OpenAI-compatible model',
    choose: async (page: Page) => {
      await chooseModel(page, /OpenAI-compatible/, 'sk-e2e-fake-key-123');
      const saved = toast(page, 'Settings saved');
      await expect(saved).toBeVisible();
      // The toast names the model and shows the key's first 4 characters only.
      await expect(saved).toContainText('fake-model');
      await expect(saved).toContainText('sk-e');
      await expect(saved).not.toContainText('sk-e2e-fake-key-123');
    },
    firstReply: /What this means for you/,
    followUpReply: /You asked: "Can I also claim for the broken dishwasher\?"/,
  },
];

for (const model of models) {
  test(`a new user gets legal help from ${model.name}: category, topic, questionnaire, a streamed reply, a follow-up, then renames, finds and deletes the chat`, async ({
    page,
    user,
  }) => {
    await signInViaApi(page, user.username, user.password, '/chat/new');
    await expect(page.getByTestId('credits-badge')).toHaveText('10');
    await expect(sidebarChats(page)).toHaveCount(0);
    await expect(page.getByText('No chat history found')).toBeVisible();
    await model.choose(page);
    await page.getByRole('link', { name: 'New Chat' }).first().click();

    const chatId = await startChat(page, {
      category: /Housing & Tenancy/,
      topic: 'my landlord kept my whole deposit',
    });

    // The first reply streams into the new chat, which the sidebar now lists (title capitalised).
    const first = await finishedReply(page);
    await expect(first).toContainText(model.firstReply);
    await expect(sidebarChats(page)).toHaveCount(1);
    await expect(sidebarChats(page).first()).toContainText('My landlord kept my whole deposit');
    await expect(page.getByTestId('chat-title')).toHaveText('My landlord kept my whole deposit');

    // A follow-up costs a credit; its reply streams in below it; the badge refreshes.
    await sendMessage(page, 'Can I also claim for the broken dishwasher?');
    await expect(messages(page, 'system')).toHaveCount(2);
    await expect(await finishedReply(page)).toContainText(model.followUpReply);
    await expect(page.getByTestId('credits-badge')).toHaveText('9');
    // Message times show hour:minute.
    await expect(messages(page, 'user').last().locator('time')).toHaveText(/^\d{2}:\d{2}$/);

    // Rename from the row menu: the inline field saves on Enter.
    const row = sidebarChats(page).first();
    await row.hover();
    await row.getByRole('button', { name: /Options for/ }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const titleField = page.getByRole('textbox', { name: 'Chat title' });
    await titleField.fill('Deposit dispute with Mr Smith');
    await titleField.press('Enter');
    await expect(toast(page, 'Chat renamed')).toContainText('Your chat has been successfully renamed.');
    await expect(sidebarChats(page).first()).toContainText('Deposit dispute with Mr Smith');
    await expect(page.getByTestId('chat-title')).toHaveText('Deposit dispute with Mr Smith');

    // The search really filters: by title, by message text, and to nothing.
    const search = page.getByRole('searchbox', { name: 'Search chats' });
    await search.fill('mr smith');
    await expect(page.getByText('Search results')).toBeVisible();
    await expect(sidebarChats(page)).toHaveCount(1);
    await search.fill('dishwasher');
    await expect(sidebarChats(page)).toHaveCount(1);
    await expect(sidebarChats(page).first().getByTestId('sidebar-chat-match')).toContainText(/dishwasher/i);
    await search.fill('inheritance of a windmill');
    await expect(sidebarChats(page)).toHaveCount(0);
    await expect(page.getByText('No chat matches your search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(sidebarChats(page)).toHaveCount(1);

    // Delete the open chat: the dialog, the toast, and the flow starts over at /chat/new.
    await sidebarChats(page).first().hover();
    await sidebarChats(page)
      .first()
      .getByRole('button', { name: /Options for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Chat' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this chat? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Chat deleted')).toContainText('Your chat has been successfully deleted.');
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect(page.getByRole('heading', { name: 'What is your question about?' })).toBeVisible();
    await expect(sidebarChats(page)).toHaveCount(0);
    // The deleted chat is gone for good.
    await page.goto(`/chat/${chatId}`);
    await expect(page.getByRole('alert')).toContainText(/not found/i);
  });
}
