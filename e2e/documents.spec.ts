import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { finishedReply, openDcDepositChat, sendMessage } from './support/chat-steps';
import { expect, test } from './support/fixtures';
import { checkScreen } from './support/screens';

const next = (page: Page) => page.getByRole('button', { name: /^(Next|Confirm and continue)/ }).click();
const field = (page: Page, label: RegExp) => page.getByLabel(label);
const yesNo = (page: Page, label: RegExp, answer: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: label }).getByLabel(answer).check();

async function downloaded(page: Page, name: string): Promise<Buffer> {
  const [download] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ])) as [Download, void];
  return fs.readFile((await download.path())!);
}

// The journey runs once on a laptop; checkScreen looks at each screen it reaches on a phone too.
test('a kept-deposit chat suggests the D.C. demand letter, fills what it said, reviews it, and is edited, restored and downloaded', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  const chatId = await openDcDepositChat(page, user);

  await sendMessage(page, 'I paid a $1,200 deposit and moved out on June 30, 2024.');
  await finishedReply(page);

  await page.getByRole('link', { name: 'Draft a letter' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents\\?chat=${chatId}$`));
  // The letter that fits the chat comes first, marked as such; the rest follow.
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first).toContainText('Suggested for this chat');
  await expect(first).toContainText('Security deposit demand letter');
  await checkScreen(page, 'documents-choose');
  await first.getByRole('button', { name: 'Start: Security deposit demand letter' }).click();
  await expect(page).toHaveURL(/\/documents\/\d+/);

  // Where you are: filled in from the chat, shown as such, confirmed with the step's button.
  await expect(page.getByRole('heading', { name: 'Where you are' })).toBeVisible();
  await expect(field(page, /^State, province or region/)).toHaveValue('Washington, DC');
  await expect(page.getByTestId('prefilled').first()).toBeVisible();
  await checkScreen(page, 'documents-interview');
  await page.getByRole('button', { name: /Confirm and continue/ }).click();

  // About you: a required answer left empty gets the contract's message, and nothing moves on.
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await field(page, /^Your full name/).fill('Alex Rivera');
  await field(page, /^Your postal address/).fill('');
  await next(page);
  await expect(page.getByText('Please answer this question.')).toBeVisible();
  await field(page, /^Your postal address/).fill('12 Elm Street, Apt 3\nWashington, DC 20009');
  await field(page, /^Your email address/).fill('');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Your landlord' })).toBeVisible();
  // A reload comes back to the same question group, with what was saved before.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your landlord' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(field(page, /^Your full name/)).toHaveValue('Alex Rivera');
  await next(page);
  await field(page, /^Landlord or property manager/).fill('Capitol Rentals LLC');
  await field(page, /^Landlord’s postal address/).fill('400 K Street NW\nWashington, DC 20001');
  await next(page);

  await expect(page.getByRole('heading', { name: 'The tenancy' })).toBeVisible();
  await field(page, /^Address of the home you rented/).fill('900 Park Road NW, Unit 4');
  // The date and the amount the chat named are filled in, marked as taken from it.
  await expect(field(page, /^The day you moved out/)).toHaveValue('2024-06-30');
  await expect(field(page, /^The security deposit you paid/)).toHaveValue('$1,200');
  await expect(page.getByTestId('prefilled')).toHaveCount(2);
  await yesNo(page, /new address in writing/, 'Yes');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Since you moved out' })).toBeVisible();
  await field(page, /^Has the landlord returned any/).selectOption('none');
  await yesNo(page, /written list of what they deducted/, 'No');
  await field(page, /^How did you leave the home/).fill('The apartment was clean and undamaged');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Your request' })).toBeVisible();
  await field(page, /^How long will you give them/).selectOption('14');
  await field(page, /^Date of the letter/).fill('2024-09-02');
  await next(page);

  // Every answer is reviewed before the draft; Edit reopens its question and comes back here.
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeFocused();
  await expect(page.getByTestId('review-move_out_date')).toContainText('June 30, 2024');
  await expect(page.getByTestId('review-deposit_amount')).toContainText('$1,200.00');
  await checkScreen(page, 'documents-review');
  await page.getByRole('link', { name: 'Edit: The security deposit you paid' }).click();
  await expect(field(page, /^The security deposit you paid/)).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1,250');
  await next(page);
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await expect(page.getByTestId('review-deposit_amount')).toContainText('$1,250.00');

  await page.getByRole('button', { name: 'Write the draft' }).click();
  const editor = page.getByRole('textbox', { name: 'Your letter' });
  await expect(editor).toBeVisible({ timeout: 60_000 });
  // The draft names the D.C. rule, cited, and the source is listed beside it.
  await expect(editor).toContainText('D.C. Code § 42-3502.17');
  await expect(editor).toContainText('[1]');
  // The answers read as part of their sentences.
  await expect(editor).toContainText('a security deposit of $1,250.00.');
  await expect(editor).toContainText(
    'When I moved out, I left the home in this condition: The apartment was clean and undamaged.',
  );
  await expect(page.getByTestId('reply-source').first()).toContainText('D.C. Code § 42-3502.17');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await checkScreen(page, 'documents-editor');

  // An edit autosaves, and a reload keeps it.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('P.S. I kept every receipt.');
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your letter' })).toContainText(
    'P.S. I kept every receipt.',
  );

  // Restoring version 1 brings the first draft back, as a new version.
  await page.getByRole('button', { name: 'Versions' }).click();
  // The panel's previews wrap: nothing runs off the page at either width.
  await checkScreen(page, 'documents-versions');
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 was restored as a new version. Nothing was lost.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your letter' })).not.toContainText('P.S. I kept');
  await expect(page.getByRole('textbox', { name: 'Your letter' })).toContainText('D.C. Code § 42-3502.17');

  const docx = await downloaded(page, 'Download DOCX');
  expect(docx.length).toBeGreaterThan(0);
  expect(docx.subarray(0, 2).toString()).toBe('PK');
  const pdf = await downloaded(page, 'Download PDF');
  expect(pdf.length).toBeGreaterThan(0);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('main').getByRole('link', { name: 'My Documents' }).click();
  await expect(page.getByRole('heading', { name: 'My Documents', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Security deposit/ }).first()).toBeVisible();
  await checkScreen(page, 'documents-list');
});
