import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlm } from '../../../adapters/llm/create-llm';
import { createLocalFileStore } from '../../../adapters/storage/local-file-store';
import { chatAttachments } from '../../../db/schema/index';
import { attachFiles, listAttachments, makeLeasePdf } from '../../../../test/chat-attachment-requests';
import { createChat } from '../../../../test/chat-fixtures';
import { makeZipBombDocx } from '../../../../test/hostile-documents';
import { asUser, createTestApp, signUpAndLogin, type TestApp } from '../../../../test/test-app';
import { makeDocx, makePng, makeScannedPdf } from '../../../../test/trial-documents';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { STORAGE_QUOTA_MB: '1' },
    adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
  });
});
afterAll(() => t.close());

const text = (name: string, body: string) => ({ name, bytes: Buffer.from(body), type: 'text/plain' });
const storedKeys = async (chatId: number) =>
  (await t.db.select().from(chatAttachments).where(eq(chatAttachments.chatId, chatId))).map(
    (r) => r.storageKey,
  );
const store = () => createLocalFileStore(path.join(t.config.dataDir, 'files'));

describe('POST /chats/{id}/attachments', () => {
  it('reads, stores and lists a PDF with its pages and a Word document', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const response = await attachFiles(t.app, user, chatId, [
      { name: 'lease.pdf', bytes: await makeLeasePdf(), type: 'application/pdf' },
      { name: 'letter.docx', bytes: await makeDocx(['Dear Jordan,', 'Your deposit will be kept.']) },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('2 files attached.');
    expect(body.added).toHaveLength(2);
    expect(body.sent).toEqual(body.added);
    expect(body.data).toMatchObject([
      { chatId, fileName: 'lease.pdf', mimeType: 'application/pdf', typeLabel: 'PDF', pages: 2 },
      { chatId, fileName: 'letter.docx', typeLabel: 'Word document', pages: null },
    ]);
    expect(await listAttachments(t.app, user, chatId)).toEqual(body.data);

    // The passages keep their pages: the deposit clause is on page 2.
    const [lease] = await t.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.fileName, 'lease.pdf'));
    const deposit = lease!.passages.find((p) => p.text.includes('within 30 days'));
    expect(deposit?.page).toBe(2);
    expect(lease!.passages.find((p) => p.text.includes('Harbor Properties'))?.page).toBe(1);
    expect(await store().read(lease!.storageKey)).toBeDefined();
  });

  it('does not store the same bytes twice in one chat', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const file = text('notes.txt', 'The boiler broke on 3 January.');
    const first = await attachFiles(t.app, user, chatId, [file]);
    expect(first.statusCode).toBe(201);
    const again = await attachFiles(t.app, user, chatId, [{ ...file, name: 'copy.txt' }]);
    expect(again.statusCode).toBe(201);
    // A message sent with the copy names the file the chat already holds.
    expect(again.json()).toMatchObject({
      message: 'These files are already attached to this chat.',
      added: [],
      sent: first.json().added,
    });
    expect(await listAttachments(t.app, user, chatId)).toHaveLength(1);
  });

  it('refuses an 11th file, by name, and keeps the ten', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const ten = Array.from({ length: 10 }, (_, i) => text(`note-${i + 1}.txt`, `Note number ${i + 1}.`));
    expect((await attachFiles(t.app, user, chatId, ten)).statusCode).toBe(201);
    const eleventh = await attachFiles(t.app, user, chatId, [text('note-11.txt', 'Note number 11.')]);
    expect(eleventh.statusCode).toBe(413);
    expect(eleventh.json().message).toBe(
      'A chat can hold at most 10 files (“note-11.txt” is one too many). Remove a file before attaching another.',
    );
    expect(await listAttachments(t.app, user, chatId)).toHaveLength(10);
  });

  it('refuses eleven files sent at once and stores none of them', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const eleven = Array.from({ length: 11 }, (_, i) => text(`page-${i + 1}.txt`, `Page ${i + 1}.`));
    const response = await attachFiles(t.app, user, chatId, eleven);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('“page-11.txt” is one too many');
    expect(await listAttachments(t.app, user, chatId)).toEqual([]);
  });

  it('refuses a scanned PDF with a clear message and keeps nothing, not even the good file sent with it', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const response = await attachFiles(t.app, user, chatId, [
      text('notes.txt', 'A good file.'),
      { name: 'scan.pdf', bytes: await makeScannedPdf(), type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      '“scan.pdf” has no text layer (it looks like a scanned image), so its content could not be read. Upload a text-based PDF, or run the scan through OCR first.',
    );
    expect(await listAttachments(t.app, user, chatId)).toEqual([]);
    expect(await storedKeys(chatId)).toEqual([]);
  });

  it('refuses an oversized file, an image and a zip bomb, each by name', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const big = await attachFiles(t.app, user, chatId, [
      { name: 'huge.txt', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('“huge.txt” is larger than 10 MB. Upload files of 10 MB or less.');

    const image = await attachFiles(t.app, user, chatId, [{ name: 'photo.pdf', bytes: makePng() }]);
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe(
      '“photo.pdf” is not a supported file type. Upload PDF, DOCX, TXT or Markdown files.',
    );

    const bomb = await attachFiles(t.app, user, chatId, [
      { name: 'bomb.docx', bytes: await makeZipBombDocx() },
    ]);
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toMatch(/^“bomb\.docx” cannot be read: it unpacks to more than \d+ MB\./);
    expect(await listAttachments(t.app, user, chatId)).toEqual([]);
  });

  it('counts toward the storage quota: a file past it is refused (413) and nothing is stored', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const half = (name: string, fill: string) => ({
      name,
      bytes: Buffer.alloc(600 * 1024, fill),
      type: 'text/plain',
    });
    expect((await attachFiles(t.app, user, chatId, [half('a.txt', 'a')])).statusCode).toBe(201);
    const over = await attachFiles(t.app, user, chatId, [half('b.txt', 'b')]);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/storage/i);
    expect((await listAttachments(t.app, user, chatId)).map((a) => a.fileName)).toEqual(['a.txt']);
  });

  it('answers 404 for another user’s chat and 401 without a session, storing nothing', async () => {
    const owner = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, owner);
    const stranger = await signUpAndLogin(t.app);
    const response = await attachFiles(t.app, stranger, chatId, [text('x.txt', 'Hello there.')]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Chat not found');
    expect((await attachFiles(t.app, null, chatId, [text('x.txt', 'Hello there.')])).statusCode).toBe(401);
    const list = await asUser(t.app, stranger)({ method: 'GET', url: `/api/v1/chats/${chatId}/attachments` });
    expect(list.statusCode).toBe(404);
    expect(await storedKeys(chatId)).toEqual([]);
  });

  it('answers 400 when no file is sent', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const response = await attachFiles(t.app, user, chatId, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose at least one file to attach.');
  });
});

describe('DELETE /chats/{id}/attachments/{attachmentId}', () => {
  it('removes the file and its stored bytes; another user gets 404 and changes nothing', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    const uploaded = await attachFiles(t.app, user, chatId, [text('notes.txt', 'Rent is due on the 1st.')]);
    const [attachment] = uploaded.json().data;
    const [key] = await storedKeys(chatId);

    const stranger = await signUpAndLogin(t.app);
    const url = `/api/v1/chats/${chatId}/attachments/${attachment.id}`;
    expect((await asUser(t.app, stranger)({ method: 'DELETE', url })).statusCode).toBe(404);
    expect(await listAttachments(t.app, user, chatId)).toHaveLength(1);

    const removed = await asUser(t.app, user)({ method: 'DELETE', url });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: '“notes.txt” was removed from this chat.' });
    expect(await listAttachments(t.app, user, chatId)).toEqual([]);
    expect(await store().read(key!)).toBeUndefined();
    expect((await asUser(t.app, user)({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('removes the stored files of a chat that is deleted', async () => {
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    await attachFiles(t.app, user, chatId, [text('notes.txt', 'Keep this safe.')]);
    const [key] = await storedKeys(chatId);
    expect((await asUser(t.app, user)({ method: 'DELETE', url: `/api/v1/chats/${chatId}` })).statusCode).toBe(
      200,
    );
    expect(await store().read(key!)).toBeUndefined();
    await expect(fs.stat(path.join(t.config.dataDir, 'files', key!))).rejects.toThrow();
  });
});
