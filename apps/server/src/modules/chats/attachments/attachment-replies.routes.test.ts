import { eq } from 'drizzle-orm';
import { chatAttachmentMessages } from '@amicus/contract/chats/attachments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlm } from '../../../adapters/llm/create-llm';
import { messages } from '../../../db/schema/index';
import { changeCredits } from '../../../domain/credits/ledger';
import { attachFiles, makeLeasePdf } from '../../../../test/chat-attachment-requests';
import { createChat } from '../../../../test/chat-fixtures';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../test/fake-openai-server';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../../test/test-app';

const QUESTION = 'When must my landlord return the security deposit, according to my lease?';

const send = (t: TestApp, user: Session, chatId: number, payload: object) =>
  asUser(t.app, user)({ method: 'POST', url: `/api/v1/chats/${chatId}/messages`, payload });

async function ask(t: TestApp, user: Session, chatId: number, message: string, attachmentIds?: number[]) {
  const response = await send(t, user, chatId, { message, attachmentIds });
  expect(response.statusCode).toBe(200);
  const { reply, userMessage } = response.json().data;
  const [row] = await t.db.select().from(messages).where(eq(messages.id, reply.id));
  return { reply, userMessage, row: row! };
}

async function chatWithLease(t: TestApp) {
  const user = await signUpAndLogin(t.app);
  await changeCredits(t.db, {
    userId: user.user.id,
    amount: 20,
    reason: 'admin',
    reference: `test:${user.user.id}`,
  });
  const chatId = await createChat(t.app, user);
  const attached = await attachFiles(t.app, user, chatId, [
    { name: 'lease.pdf', bytes: await makeLeasePdf(), type: 'application/pdf' },
  ]);
  expect(attached.statusCode).toBe(201);
  return { user, chatId, leaseId: attached.json().sent[0] as number };
}

describe('a reply about an attached file, from the offline model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) } });
  });
  afterAll(() => t.close());

  it('quotes the matching clause with its file and page, as the user’s file, and the quote checks out', async () => {
    const { user, chatId } = await chatWithLease(t);
    const { reply, row } = await ask(t, user, chatId, QUESTION);
    expect(reply.message).toContain('## From your files');
    expect(reply.message).toContain('your own documents, not statements of law');
    expect(reply.message).toContain(
      '“The Landlord shall return the security deposit within 30 days after the Tenant moves out.” (lease.pdf, p. 2)',
    );
    // Page 1's parties do not answer the question and are not quoted.
    expect(reply.message).not.toContain('Harbor Properties');
    expect(row.fileQuoteCheck).toMatchObject({ issues: [] });
    expect(row.fileQuoteCheck!.quotes).toBeGreaterThan(0);
    expect(row.fileQuoteCheck!.verified).toBe(row.fileQuoteCheck!.quotes);
    expect(reply.fileQuoteCheck).toEqual(row.fileQuoteCheck);
  });

  it('no longer reads a file once it is removed', async () => {
    const { user, chatId } = await chatWithLease(t);
    const [attachment] = (
      await asUser(t.app, user)({ method: 'GET', url: `/api/v1/chats/${chatId}/attachments` })
    ).json().data;
    await asUser(
      t.app,
      user,
    )({ method: 'DELETE', url: `/api/v1/chats/${chatId}/attachments/${attachment.id}` });
    const { reply, row } = await ask(t, user, chatId, QUESTION);
    expect(reply.message).not.toContain('From your files');
    expect(row.fileQuoteCheck).toBeNull();
  });
});

describe('a reply about an attached file, from a hosted model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('gives the model the matching passages with file and page, and checks the quotes it writes', async () => {
    const { user, chatId } = await chatWithLease(t);
    fake.configure({
      reply: () =>
        [
          'Your lease says: “The Landlord shall return the security deposit within 30 days after the Tenant moves out.” (lease.pdf, p. 2).',
          'It also says "the deposit is doubled if it is late" (lease.pdf, p. 2).',
          'And "within 30 days" (lease.pdf, p. 1).',
        ].join(' '),
    });
    const before = fake.requests.length;
    const { reply, row } = await ask(t, user, chatId, QUESTION);
    const request = fake.requests[before]!;
    const system = request.body.messages.find((m) => m.role === 'system')!.content as string;
    expect(system).toContain('## Files the user attached');
    expect(system).toContain('<passage file="lease.pdf" page="2" cite="(lease.pdf, p. 2)">');
    expect(system).toContain('The Landlord shall return the security deposit within 30 days');
    expect(system).toContain('not statements of law');

    expect(reply.message).toContain('(lease.pdf, p. 2)');
    // The true quote holds; the invented one and the one on the wrong page do not.
    expect(row.fileQuoteCheck).toEqual({
      quotes: 3,
      verified: 1,
      issues: [
        { kind: 'misquote', text: 'the deposit is doubled if it is late', fileName: 'lease.pdf', page: 2 },
        { kind: 'misquote', text: 'within 30 days', fileName: 'lease.pdf', page: 1 },
      ],
    });
  });

  it('keeps the files a message was sent with on it and tells the model; a file of another chat is a 400', async () => {
    const { user, chatId, leaseId } = await chatWithLease(t);
    const before = fake.requests.length;
    const { userMessage } = await ask(t, user, chatId, 'Is this clause fair?', [leaseId]);
    expect(userMessage.files).toEqual([{ id: leaseId, fileName: 'lease.pdf' }]);
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, userMessage.id));
    expect(stored!.files).toEqual([{ id: leaseId, fileName: 'lease.pdf' }]);
    const turns = fake.requests[before]!.body.messages.filter((m) => m.role === 'user');
    expect(turns.at(-1)!.content).toBe('Is this clause fair?\n\n(Sent with “lease.pdf”.)');
    const listed = await asUser(t.app, user)({ method: 'GET', url: `/api/v1/chats/${chatId}/messages` });
    expect(listed.json().data.find((m: { id: number }) => m.id === userMessage.id).files).toEqual([
      { id: leaseId, fileName: 'lease.pdf' },
    ]);

    // Another chat's file (even the user's own) is not this chat's: refused, and nothing is stored or charged.
    const other = await chatWithLease(t);
    const count = async () => (await t.db.select().from(messages).where(eq(messages.chatId, chatId))).length;
    const messagesBefore = await count();
    const refused = await send(t, user, chatId, { message: 'And this one?', attachmentIds: [other.leaseId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(chatAttachmentMessages.notInChat);
    expect(await count()).toBe(messagesBefore);
    const malformed = await send(t, user, chatId, { message: 'And this one?', attachmentIds: ['1; drop'] });
    expect(malformed.statusCode).toBe(400);
    expect(await count()).toBe(messagesBefore);
  });
});
