import { expect, signInViaApi, test, toast } from './support/fixtures';
import { apiToken, createChatViaApi } from './support/chat-steps';

test('the history page lists every chat, searches titles and message text, renames and deletes', async ({
  page,
  request,
  user,
}) => {
  const token = await apiToken(request, user.username, user.password);
  const headers = { Authorization: `Bearer ${token}` };
  const deposit = await createChatViaApi(request, token, 'Deposit kept after moving out');
  const mould = await createChatViaApi(request, token, 'Mould in the bathroom');
  const sent = await request.post(`/api/v1/chats/${mould}/messages`, {
    headers,
    data: { message: 'The landlord ignores the black mould behind the wardrobe.' },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await signInViaApi(page, user.username, user.password, '/chat/history');
  await expect(page.getByRole('heading', { name: 'Chat history' })).toBeVisible();
  const rows = page.getByTestId('history-chat');
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.first()).toContainText('Mould in the bathroom');

  const search = page.getByRole('searchbox', { name: 'Search chat history' });
  await search.fill('wardrobe');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Mould in the bathroom');
  await expect(rows.first().getByTestId('history-chat-preview')).toContainText('wardrobe');
  await search.fill('moving out');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Deposit kept after moving out');
  await search.fill('');
  await expect(rows).toHaveCount(2);

  // Rename inline: a blank title sends nothing and keeps editing; leaving the field saves.
  await rows
    .first()
    .getByRole('button', { name: /Options for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const field = page.getByRole('textbox', { name: 'Chat title' });
  await field.fill('   ');
  await field.press('Enter');
  await expect(field).toBeVisible();
  await field.fill('Black mould, flat 4');
  await page.getByRole('heading', { name: 'Chat history' }).click();
  await expect(toast(page, 'Chat renamed')).toBeVisible();
  await expect(rows.first()).toContainText('Black mould, flat 4');

  // Delete: Cancel keeps it, Delete removes it.
  await rows
    .first()
    .getByRole('button', { name: /Options for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);
  await rows
    .first()
    .getByRole('button', { name: /Options for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Chat deleted')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Deposit kept after moving out');

  // A row opens its chat.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/chat/${deposit}$`));
});

test('LLM settings: the server’s models, a key only for hosted models, and a saved key shown by its start', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/chat/settings');
  await expect(page.getByRole('heading', { name: 'LLM configuration' })).toBeVisible();
  await expect(
    page.getByText('Your API key is stored securely and never shared with third parties.'),
  ).toBeVisible();
  const model = page.getByRole('combobox', { name: 'Model' });
  await expect(model).toContainText(/offline|fake-model/i);
  await model.click();
  // Hosted models without a key on this server are marked.
  await expect(page.getByRole('option', { name: /OpenAI GPT-4o mini/ })).toContainText('needs API key');
  await page.keyboard.press('Escape');

  // The offline model runs on the server and needs no key; the system prompt is always required.
  await page.getByLabel('API key').fill('');
  await page.getByLabel('System prompt').fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('System prompt is required')).toBeVisible();
  await expect(page.getByText('API key is required')).toBeHidden();

  // A hosted model needs the user's key.
  await model.click();
  await page.getByRole('option', { name: /OpenAI GPT-4o mini/ }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('API key is required')).toBeVisible();

  await page.getByLabel('API key').fill('abcd-secret-key-987');
  await page.getByLabel('System prompt').fill('Answer briefly, in plain English.');
  await page.getByRole('button', { name: 'Save settings' }).click();
  const saved = toast(page, 'Settings saved');
  await expect(saved).toContainText('abcd');
  await expect(saved).not.toContainText('secret');

  await page.reload();
  await expect(page.getByLabel('System prompt')).toHaveValue('Answer briefly, in plain English.');
  const key = page.getByLabel('API key');
  await expect(key).not.toHaveValue('abcd-secret-key-987');
  await expect(key).toHaveValue(/^abcd/);
  // Saving again without retyping keeps the stored key.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved').first()).toBeVisible();
});

test('Teams explains the Enterprise plan and Pricing leads to the plans', async ({ page, user }) => {
  await signInViaApi(page, user.username, user.password, '/chat/teams');
  await expect(page.getByRole('heading', { name: 'Work on legal matters together' })).toBeVisible();
  await expect(page.getByText(/Team collaboration comes with the Enterprise plan/)).toBeVisible();
  await page.getByRole('link', { name: 'See the Enterprise plan' }).click();
  await expect(page).toHaveURL(/\/chat\/products$/);
  await page.goto('/chat/pricing');
  await expect(page).toHaveURL(/\/chat\/products$/);
});
