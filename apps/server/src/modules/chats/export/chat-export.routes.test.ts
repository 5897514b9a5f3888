import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatExportPath } from '@amicus/contract/chats/export';
import { messages } from '../../../db/schema/index';
import { createDocumentReader } from '../../../document-reader/document-reader';
import { changeCredits } from '../../../domain/credits/ledger';
import { createChat, seededCategoryIds } from '../../../../test/chat-fixtures';
import { listen, openStream } from '../../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../test/fake-openai-server';
import { seedTestLibrary } from '../../../../test/grounding-fixtures';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../../test/test-app';
import { chatExportFileName } from './export-file-name';

const run = promisify(execFile);
let fake: FakeOpenAi;
let t: TestApp;
let owner: Session;
let other: Session;
let chatId: number;
let sectionId: number;
const reader = createDocumentReader({ size: 1 });

const FIRST_REPLY = [
  '## What the law says',
  '',
  'Your landlord had **45 days** to return the deposit [1].',
  '',
  '- Ask for it in writing',
  '- Keep a copy of your letter',
].join('\n');
const QUESTION = 'What if they refuse?\nThey have not answered my e-mails.';
const SECOND_REPLY = 'You can ask the court for the deposit back [1].';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
  });
  await seedTestLibrary(t.db);
  const base = await listen(t.app);
  owner = await signUpAndLogin(t.app);
  other = await signUpAndLogin(t.app);
  await changeCredits(t.db, { userId: owner.user.id, amount: 20, reason: 'admin', reference: 'test:top-up' });

  chatId = await createChat(t.app, owner, {
    categoryId: seededCategoryIds.housing,
    questionResponses: [{ questionId: 'custom', question: 'Getting my security deposit back' }],
    legalQuestionnaire: {
      country: 'USA',
      state: 'Washington, DC',
      role: 'plaintiff',
      description: 'I moved out two months ago and my landlord has not returned my security deposit.',
    },
  });
  fake.configure({ reply: () => FIRST_REPLY });
  await (
    await openStream(base, `/chats/${chatId}/initial-message`, { token: owner.token })
  ).finished;
  fake.configure({ reply: () => SECOND_REPLY });
  const sent = await asUser(
    t.app,
    owner,
  )({
    method: 'POST',
    url: `/api/v1/chats/${chatId}/messages`,
    payload: { message: QUESTION },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const renamed = await asUser(
    t.app,
    owner,
  )({
    method: 'PUT',
    url: `/api/v1/chats/${chatId}`,
    payload: { title: 'deposit: 900 Park Rd / Apt #2 — café' },
  });
  expect(renamed.statusCode).toBe(200);
  const [reply] = await t.db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(asc(messages.id));
  sectionId = reply!.sources![0]!.sectionId;
});
afterAll(async () => {
  await reader.close();
  await t.close();
  await fake.close();
});

const download = (session: Session | null, format: 'md' | 'pdf', query = '') =>
  asUser(t.app, session)({ method: 'GET', url: `/api/v1${chatExportPath(chatId, format)}${query}` });

/** Fails unless every string is found in `text`, each after the one before. */
function expectInOrder(text: string, strings: string[]) {
  let from = 0;
  for (const string of strings) {
    const at = text.indexOf(string, from);
    expect(at, `“${string}” after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + string.length;
  }
}

describe('GET /chats/{id}/export.md', () => {
  it('downloads the conversation as Markdown: title, dates, messages in order, each reply with its sources', async () => {
    const response = await download(owner, 'md', '?timeZone=America/New_York');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=Deposit-900-Park-Rd-Apt-2-cafe.md',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    const rows = await t.db
      .select()
      .from(messages)
      .where(eq(messages.chatId, chatId))
      .orderBy(asc(messages.id));
    const inNewYork = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    });
    const md = response.body;
    const source = `1. [D.C. Code § 42-3502.17(a)](http://amicus.test/library/sections/${sectionId}#p-a) — Security deposits for rental units. Code of the District of Columbia (test fixture), current to June 30, 2025.`;
    expectInOrder(md, [
      '# Deposit: 900 Park Rd / Apt #2 — café\n',
      'Housing & Tenancy · Washington, DC, USA',
      'Started ',
      ' · Exported ',
      `## Amicus · ${inNewYork.format(rows[0]!.createdAt)}`,
      FIRST_REPLY,
      '**Sources**',
      source,
      `## You · ${inNewYork.format(rows[1]!.createdAt)}`,
      '> What if they refuse?\n> They have not answered my e-mails.',
      '## Amicus ·',
      SECOND_REPLY,
      '**Sources**',
      source,
      'Amicus gives legal information, not legal advice',
    ]);
  });

  it('refuses a time zone the server does not know with 400', async () => {
    const response = await download(owner, 'md', '?timeZone=Mars/Olympus');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('timeZone');
  });
});

describe('GET /chats/{id}/export.pdf', () => {
  it('downloads the conversation as a PDF set like the letters, read back with its sources and links', async () => {
    const response = await download(owner, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=Deposit-900-Park-Rd-Apt-2-cafe.pdf',
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-chat-pdf-'));
    try {
      const file = path.join(dir, 'chat.pdf');
      await fs.writeFile(file, bytes);
      const info = (await run('pdfinfo', [file])).stdout;
      expect(info).toMatch(/^Title:\s+Deposit: 900 Park Rd \/ Apt #2 — café$/m);
      const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
      const sourceNote =
        '[1] D.C. Code § 42-3502.17(a), Security deposits for rental units. Code of the District of Columbia (test fixture), current to June 30, 2025.';
      expectInOrder(text, [
        'Deposit: 900 Park Rd / Apt #2 — café',
        'Housing & Tenancy · Washington, DC, USA',
        'Started',
        'Amicus',
        'What the law says',
        'Your landlord had 45 days to return the deposit [1].',
        'Ask for it in writing',
        'Sources',
        sourceNote,
        `http://amicus.test/library/sections/${sectionId}#p-a`,
        'You',
        'What if they refuse? They have not answered my e-mails.',
        'Amicus',
        SECOND_REPLY,
        sourceNote,
        'Amicus gives legal information, not legal advice',
      ]);
      // The markers of the Markdown are formatting, not text.
      expect(text).not.toContain('**');
      expect(text).not.toContain('## ');
      // The same text through the project's own reader.
      const read = await reader.read(bytes);
      expect(read.status).toBe('ok');
      if (read.status === 'ok') expect(read.text.replace(/\s+/g, ' ')).toContain(SECOND_REPLY);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('another user’s chat', () => {
  it('answers 404 to both downloads, and 401 to a visitor', async () => {
    for (const format of ['md', 'pdf'] as const) {
      const response = await download(other, format);
      expect(response.statusCode, format).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Chat not found' });
      expect((await download(null, format)).statusCode).toBe(401);
    }
  });
});

describe('chatExportFileName', () => {
  it('keeps letters and digits of the title, joined by hyphens', () => {
    expect(chatExportFileName('Getting my deposit back!', 'pdf')).toBe('Getting-my-deposit-back.pdf');
    expect(chatExportFileName('../../etc/passwd\u202e', 'md')).toBe('etc-passwd.md');
    expect(chatExportFileName('Ремонт', 'md')).toBe('chat.md');
    expect(chatExportFileName('a'.repeat(200), 'pdf')).toBe(`${'a'.repeat(80)}.pdf`);
  });
});
