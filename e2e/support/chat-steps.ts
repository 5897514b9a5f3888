import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signInViaApi } from './fixtures';

/** Steps and API shortcuts of the chat journeys. */

export type Situation = { country: string; state: string; description: string };

export const depositSituation: Situation = {
  country: 'United States',
  state: 'California',
  description:
    'I moved out on 1 March and left the flat clean. My landlord kept the whole $2,000 deposit and does not answer.',
};

/** The transcript's messages; `sender` 'system' are the assistant's replies. */
export function messages(page: Page, sender?: 'user' | 'system'): Locator {
  const all = page.getByTestId('message-list').getByTestId('chat-message');
  return sender ? all.and(page.locator(`[data-sender="${sender}"]`)) : all;
}

/** The sidebar's chat rows (the desktop sidebar; the mobile sheet has its own copy). */
export function sidebarChats(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('sidebar-chat');
}

/** Waits until the newest reply has finished streaming and returns it. */
export async function finishedReply(page: Page, timeout = 45_000): Promise<Locator> {
  const last = messages(page, 'system').last();
  await expect(last).toHaveAttribute('data-status', 'complete', { timeout });
  return last;
}

/** Category → own topic → questionnaire → Submit, from /chat/new; ends on /chat/{id}. Returns the id. */
export async function startChat(
  page: Page,
  options: { category: RegExp; topic: string; situation?: Situation },
): Promise<number> {
  const situation = options.situation ?? depositSituation;
  await page.getByRole('button', { name: options.category }).click();
  await expect(page.getByRole('heading', { name: 'Select a Topic' })).toBeVisible();
  await page.getByLabel('Or enter your own topic').fill(options.topic);
  await page.getByRole('button', { name: 'Next: Legal Questionnaire' }).click();
  await expect(page.getByRole('heading', { name: 'Legal Questionnaire' })).toBeVisible();
  await page.getByLabel('Country').selectOption(situation.country);
  await page.getByLabel('State / Province').selectOption(situation.state);
  await page.getByLabel('Describe your situation').fill(situation.description);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Types a message and sends it with Enter. */
export async function sendMessage(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder('Type your message...');
  await box.fill(text);
  await box.press('Enter');
  await expect(messages(page, 'user').last().getByTestId('message-text')).toHaveText(text);
}

/** Chooses a model in Settings with any API key and saves. */
export async function chooseModel(page: Page, modelLabel: RegExp, apiKey: string): Promise<void> {
  await page.goto('/chat/settings');
  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: modelLabel }).click();
  await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('button', { name: 'Save settings' }).click();
}

/** A bearer token for API shortcuts. */
export async function apiToken(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/v1/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Creates a chat through the API (its first reply starts when the chat is opened). */
export async function createChatViaApi(
  request: APIRequestContext,
  token: string,
  topic: string,
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/api/v1/categories', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const housing = categories.data.find((c) => c.name.startsWith('Housing'));
  expect(housing, 'the seeded Housing category').toBeDefined();
  const response = await request.post('/api/v1/chats', {
    headers,
    data: {
      categoryId: housing!.id,
      questionResponses: [{ questionId: 'custom', question: topic }],
      legalQuestionnaire: { ...depositSituation, role: 'plaintiff' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** Sends messages through the JSON API until the balance is 0 (each costs a credit). */
export async function spendAllCredits(request: APIRequestContext, token: string, chatId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  for (;;) {
    const credits = await request.get('/api/v1/credits', { headers });
    if (((await credits.json()) as { credits: number }).credits <= 0) return;
    const sent = await request.post(`/api/v1/chats/${chatId}/messages`, {
      headers,
      data: { message: 'Thank you, one more detail please.' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
}

/** A D.C. tenant's kept-deposit chat, opened once its first reply (offline, citing the D.C. Code) is done. */
export async function openDcDepositChat(page: Page, user: { username: string; password: string }) {
  await signInViaApi(page, user.username, user.password, '/chat/new');
  const token = await apiToken(page.request, user.username, user.password);
  const headers = { Authorization: `Bearer ${token}` };
  const categories = (await (await page.request.get('/api/v1/categories', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const housing = categories.data.find((c) => c.name.startsWith('Housing'))!;
  const response = await page.request.post('/api/v1/chats', {
    headers,
    data: {
      categoryId: housing.id,
      questionResponses: [{ questionId: 'custom', question: 'Getting my security deposit back' }],
      legalQuestionnaire: {
        country: 'USA',
        state: 'Washington, DC',
        role: 'plaintiff',
        description: 'I moved out two months ago and my landlord has not returned my security deposit.',
      },
    },
  });
  expect(response.status()).toBe(201);
  const chatId = ((await response.json()) as { data: { id: number } }).data.id;
  await page.goto(`/chat/${chatId}`);
  await finishedReply(page);
  return chatId;
}
