import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FileChooser, Page } from '@playwright/test';
import { apiToken, createChatViaApi, finishedReply, messages } from './support/chat-steps';
import { expect, signInViaApi, test, toast } from './support/fixtures';
import { TINY_PNG } from './support/images';
import { checkScreen } from './support/screens';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** A two-page lease: the deposit clause is on page 2. */
async function leasePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = [
    ['RESIDENTIAL LEASE', 'This lease is made between Harbor Properties LLC and Jordan Avery.'],
    [
      'SECURITY DEPOSIT',
      'The Landlord shall return the security deposit within 30 days after the Tenant moves out.',
    ],
  ];
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  }
  return Buffer.from(await pdf.save());
}

/** A page that is only a picture: what a scanner without OCR gives. */
async function scannedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(TINY_PNG);
  pdf.addPage([595, 842]).drawImage(image, { x: 40, y: 40, width: 515, height: 762 });
  return Buffer.from(await pdf.save());
}

/**
 * Opens the file chooser from the keyboard (the attach button, then Enter) and picks `file`. Once in a while the
 * focused button's Enter opened no chooser (the page still settling after a reply): pressed again, as a person
 * would, rather than waiting out the test.
 */
async function chooseWithKeyboard(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const attach = page.getByRole('button', { name: 'Attach files' });
  let chooser: FileChooser | undefined;
  await expect(async () => {
    await attach.focus();
    await expect(attach).toBeFocused();
    const opened = page.waitForEvent('filechooser', { timeout: 3_000 });
    await page.keyboard.press('Enter');
    chooser = await opened;
  }).toPass({ timeout: 30_000 });
  await chooser!.setFiles(file);
}

// The journey runs once on a laptop; checkScreen looks at each screen it reaches on a phone too.
test('a user attaches a lease to a chat, gets a reply quoting it with its page, and removes it', async ({
  page,
  user,
}) => {
  // A long journey (two replies, three uploads, axe six times) on a machine that may be busy.
  test.setTimeout(180_000);
  await signInViaApi(page, user.username, user.password, '/chat/new');
  const token = await apiToken(page.request, user.username, user.password);
  const chatId = await createChatViaApi(page.request, token, 'My landlord kept my deposit');
  await page.goto(`/chat/${chatId}`);
  await finishedReply(page);

  // A scan is refused in the server's words; the chip stays so it can be removed.
  await chooseWithKeyboard(page, {
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: await scannedPdf(),
  });
  const chips = page.getByRole('list', { name: 'Files to attach' });
  await expect(chips).toContainText('scan.pdf');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'scan.pdf' })).toHaveText(
    '“scan.pdf” has no text layer (it looks like a scanned image), so its content could not be read. Upload a text-based PDF, or run the scan through OCR first.',
  );
  await expect(chips).toContainText('scan.pdf');
  await checkScreen(page, 'chat-attachments-refused');
  await page.getByRole('button', { name: 'Remove scan.pdf from this message' }).click();
  await expect(chips).toHaveCount(0);

  // The lease goes with a question; the reply quotes the clause with its page, as the user's file.
  await chooseWithKeyboard(page, {
    name: 'lease.pdf',
    mimeType: 'application/pdf',
    buffer: await leasePdf(),
  });
  await expect(chips).toContainText('lease.pdf');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-attachments-chosen-light.png` });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('When must my landlord return the security deposit?');
  await box.press('Enter');
  const attached = page.getByRole('region', { name: /Attached files \(1\)/ });
  await expect(attached).toContainText('lease.pdf');
  await expect(messages(page, 'user').last()).toContainText(
    'When must my landlord return the security deposit?',
  );
  // The message says which file went with it.
  const sentWith = messages(page, 'user').last().getByRole('list', { name: 'Sent with' });
  await expect(sentWith.getByRole('listitem')).toHaveText(['lease.pdf']);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-attachments-sent-light.png` });
  const reply = await finishedReply(page);
  await expect(reply).toContainText('From your files');
  await expect(reply).toContainText(
    '“The Landlord shall return the security deposit within 30 days after the Tenant moves out.” (lease.pdf, p. 2)',
  );
  await expect(reply).toContainText('not statements of law');
  await checkScreen(page, 'chat-attachments-reply');

  // The list survives a reload; removing asks first.
  await page.reload();
  await expect(attached).toContainText('lease.pdf');
  await page.getByRole('button', { name: 'Remove lease.pdf' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Remove “lease.pdf” from this chat?');
  await checkScreen(page, 'chat-attachments-remove');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, '“lease.pdf” was removed from this chat.')).toBeVisible();
  await expect(page.getByRole('region', { name: /Attached files/ })).toHaveCount(0);
  // The message still names the file it was sent with, after a reload too.
  await page.reload();
  await expect(sentWith.getByRole('listitem')).toHaveText(['lease.pdf']);
});
