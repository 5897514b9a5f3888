import { adminToken, bearer, createAccounts, openAsAdmin, row, tokenOf } from './admin-steps';
import { expect, test } from './support/fixtures';

test("an admin pages through users and reads a user's chat", async ({ page, request }) => {
  // Enough accounts for two pages of ten.
  const accounts = await createAccounts(request, await adminToken(request), 12, 'chatter');
  // The newest two, so both are on the first page (newest accounts first).
  const [quiet, someone] = accounts.slice(-2);
  const token = await tokenOf(request, someone!.username, someone!.password);
  const categories = (await (await request.get('/api/v1/categories', { headers: bearer(token) })).json())
    .data;
  const chat = await request.post('/api/v1/chats', {
    headers: bearer(token),
    data: {
      categoryId: categories[0].id,
      // Typed in lower case: the admin's lists name the chat as the user's sidebar does, capitalised.
      questionResponses: [{ questionId: 'custom', question: 'my landlord kept my deposit' }],
      legalQuestionnaire: {
        country: 'Canada',
        state: 'Ontario',
        role: 'plaintiff',
        description: 'Deposit kept',
      },
    },
  });
  expect(chat.status(), await chat.text()).toBe(201);
  const chatId = (await chat.json()).data.id as number;
  const sent = await request.post(`/api/v1/chats/${chatId}/messages`, {
    headers: bearer(token),
    data: { message: 'Which documents should I gather?' },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await openAsAdmin(page, '/admin/chats');
  await expect(page.getByRole('heading', { name: 'Chat Management' })).toBeVisible();
  // Newest accounts first, 10 a page by default; 5 a page on request.
  await expect(page.getByText(/^Showing 1-10 of \d+ items$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page.getByText(/^Showing 1-5 of \d+ items$/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^Showing 6-10 of \d+ items$/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to first page' }).click();

  await row(page, quiet!.email).getByRole('button', { name: 'View Chats' }).click();
  await expect(page.getByRole('dialog').getByText('No chat history found for this user')).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(row(page, someone!.email).getByRole('cell').nth(2)).toHaveText('1');
  await row(page, someone!.email).getByRole('button', { name: 'View Chats' }).click();
  const chats = page.getByRole('dialog', { name: `${someone!.name}'s Chats` });
  await chats.getByRole('button', { name: /My landlord kept my deposit/ }).click();
  await chats.getByRole('button', { name: 'View Messages' }).click();
  const messages = page.getByRole('dialog', { name: `Chat #${chatId} - ${someone!.name}` });
  await expect(messages).toBeVisible();
  await expect(messages).toContainText('My landlord kept my deposit');
  await expect(messages.getByText('Which documents should I gather?', { exact: true })).toBeVisible();
  await expect(messages.getByText(/offline model/i).first()).toBeVisible();
});
