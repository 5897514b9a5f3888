import { expect, signInViaApi, test } from './support/fixtures';
import { E2E_ADMIN } from './support/env';
import { apiToken } from './support/chat-steps';

test('choosing a topic: a suggested question and a typed topic replace each other, and Next needs one', async ({
  page,
  user,
}) => {
  await signInViaApi(page, user.username, user.password, '/chat/new');
  await page.getByRole('button', { name: /Employment & Workplace/ }).click();
  await expect(page.getByRole('heading', { name: 'Select a Topic' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next: Legal Questionnaire' });
  await expect(next).toBeDisabled();

  const question = page.getByRole('radio').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-checked', 'true');
  await expect(next).toBeEnabled();

  const ownTopic = page.getByLabel('Or enter your own topic');
  await ownTopic.fill('My employer did not pay overtime');
  await expect(question).toHaveAttribute('aria-checked', 'false');
  await question.click();
  await expect(ownTopic).toHaveValue('');

  // Back returns one stage at a time; the questionnaire keeps what was typed.
  await next.click();
  await expect(page.getByRole('heading', { name: 'Legal Questionnaire' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Plaintiff/ })).toBeChecked();
  // The place is chosen from lists, the United States first; a list left unchosen is required all the same.
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await page.getByLabel('Country').selectOption('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Country is required')).toBeVisible();
  await expect(page.getByText('State is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await page.getByLabel('Country').selectOption('Canada');
  await expect(page.getByLabel('State / Province').getByRole('option', { name: 'Ontario' })).toBeAttached();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Select a Topic' })).toBeVisible();
  await expect(question).toHaveAttribute('aria-checked', 'true');
  await next.click();
  await expect(page.getByLabel('Country')).toHaveValue('Canada');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'What is your question about?' })).toBeVisible();
});

test('a legal area without questions offers two sample questions with a notice', async ({
  page,
  request,
  user,
}) => {
  const adminToken = await apiToken(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const name = `Neighbour Disputes ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/categories', {
    headers,
    data: { name, description: 'Noise, boundaries, trees and shared walls.', isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const categoryId = ((await created.json()) as { data: { id: number } }).data.id;
  try {
    await signInViaApi(page, user.username, user.password, '/chat/new');
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Using sample questions' })).toHaveText(
      'Could not load questions from server. Using sample questions instead.',
    );
    await expect(page.getByRole('radio')).toHaveCount(2);
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Next: Legal Questionnaire' }).click();
    await page.getByLabel('Country').selectOption('Ireland');
    await page.getByLabel('State / Province').selectOption('Leinster');
    await page.getByLabel('Describe your situation').fill('My neighbour built a fence on my side.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByTestId('chat-title')).toContainText('rights');
  } finally {
    await request.delete(`/api/v1/categories/${categoryId}`, { headers });
  }
});
