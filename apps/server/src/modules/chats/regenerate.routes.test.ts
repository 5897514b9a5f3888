import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '@amicus/contract/chats/messages';
import { regenerateMessages } from '@amicus/contract/chats/regenerate';
import { creditLedger, messages } from '../../db/schema/index';
import { changeCredits } from '../../domain/credits/ledger';
import { createChat } from '../../../test/chat-fixtures';
import { listen, openStream, textOf } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';

let fake: FakeOpenAi;
let t: TestApp;
let base: string;
let user: Session;
let other: Session;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
  });
  base = await listen(t.app);
  user = await signUpAndLogin(t.app);
  other = await signUpAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({ reply: (question) => `Answer to: ${question}` }));

const as = (session: Session) => asUser(t.app, session);
const credits = async (session: Session) =>
  (await as(session)({ method: 'GET', url: '/api/v1/credits' })).json().credits as number;
const transcript = (chatId: number) =>
  t.db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(asc(messages.id));

async function setCredits(session: Session, amount: number) {
  await changeCredits(t.db, {
    userId: session.user.id,
    amount: amount - (await credits(session)),
    reason: 'admin',
    reference: `test:set-credits:${session.user.id}:${Date.now()}:${Math.random()}`,
  });
}

/**
 * A chat with its first reply and one exchange: [first reply, user message, reply]; the user then has `balance`
 * credits (a chat's first reply is free only a few times a day).
 */
async function chatWithExchange(
  session: Session,
  balance: number,
  question = 'How long does my landlord have?',
) {
  await setCredits(session, 100);
  const chatId = await createChat(t.app, session);
  await (
    await openStream(base, `/chats/${chatId}/initial-message`, { token: session.token })
  ).finished;
  const sent = await as(session)({
    method: 'POST',
    url: `/api/v1/chats/${chatId}/messages`,
    payload: { message: question },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  await setCredits(session, balance);
  return { chatId, userMessage: sent.json().data.userMessage, reply: sent.json().data.reply };
}

describe('POST /chats/{id}/regenerate', () => {
  it('replaces the last reply with a new one streamed from the same conversation, charged as a message', async () => {
    const { chatId, userMessage, reply } = await chatWithExchange(user, 9);
    fake.configure({ reply: (question) => `A second answer to: ${question}` });

    const opened = await openStream(base, `/chats/${chatId}/regenerate`, {
      token: user.token,
      method: 'POST',
    });
    expect(opened.status).toBe(200);
    const events = await opened.finished;
    expect(textOf(events)).toBe('A second answer to: How long does my landlord have?');
    const done = events.at(-1) as { done: true; messageId: number; credits: number };
    expect(done).toMatchObject({ done: true, status: 'complete', credits: 8 });

    const stored = await transcript(chatId);
    expect(stored.map((m) => m.sender)).toEqual(['system', 'user', 'system']);
    expect(stored[1]!.id).toBe(userMessage.id);
    expect(stored[2]!.id).toBe(done.messageId);
    expect(stored[2]!.id).not.toBe(reply.id);
    expect(stored[2]!.message).toBe('A second answer to: How long does my landlord have?');
    expect(stored.some((m) => m.id === reply.id)).toBe(false);

    const [debit] = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `regenerate:${done.messageId}`));
    expect(debit).toMatchObject({ amount: -1, reason: 'message', balanceAfter: 8 });
    // The model read the conversation without the reply it replaces.
    expect(fake.requests.at(-1)!.prompt).not.toContain('Answer to: How long does my landlord have?');
    expect(fake.requests.at(-1)!.prompt).toContain('How long does my landlord have?');
  });

  it('answers JSON with the new reply and the balance, and regenerates a chat’s first reply too', async () => {
    await setCredits(user, 100);
    const chatId = await createChat(t.app, user);
    await (
      await openStream(base, `/chats/${chatId}/initial-message`, { token: user.token })
    ).finished;
    const [first] = await transcript(chatId);
    const before = await credits(user);

    const response = await as(user)({ method: 'POST', url: `/api/v1/chats/${chatId}/regenerate` });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.reply).toMatchObject({ sender: 'system', status: 'complete' });
    expect(data.reply.id).not.toBe(first!.id);
    expect(data.credits).toBe(before - 1);
    expect((await transcript(chatId)).map((m) => m.id)).toEqual([data.reply.id]);
  });

  it('refunds only its own charge when the provider fails', async () => {
    const { chatId, userMessage } = await chatWithExchange(user, 4);
    fake.configure({ failStatus: 500 });
    const events = await (
      await openStream(base, `/chats/${chatId}/regenerate`, { token: user.token, method: 'POST' })
    ).finished;
    expect(events.at(-1)).toMatchObject({ done: true, status: 'failed', credits: 4 });
    const refunds = await t.db.select().from(creditLedger).where(like(creditLedger.reference, 'refund:%'));
    const done = events.at(-1) as { messageId: number };
    expect(refunds.map((r) => r.reference)).toContain(`refund:regenerate:${done.messageId}`);
    expect(refunds.map((r) => r.reference)).not.toContain(`refund:message:${userMessage.id}`);
  });

  it('answers 402 with the message of a send when the balance cannot cover it, keeping the old reply', async () => {
    const { chatId } = await chatWithExchange(user, 0);
    const before = await transcript(chatId);
    const requests = fake.requests.length;

    for (const headers of [{}, { accept: 'text/event-stream' }]) {
      const response = await as(user)({ method: 'POST', url: `/api/v1/chats/${chatId}/regenerate`, headers });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        success: false,
        code: 'INSUFFICIENT_CREDITS',
        message: chatMessages.notEnoughCredits,
      });
    }
    expect(await transcript(chatId)).toEqual(before);
    expect(fake.requests.length).toBe(requests);
  });

  it('answers 409 while a reply is being written, and 404 when the chat has no reply', async () => {
    const { chatId } = await chatWithExchange(user, 10);
    fake.configure({ stallAfterChunks: 1 });
    const running = await openStream(base, `/chats/${chatId}/messages`, {
      token: user.token,
      method: 'POST',
      body: { message: 'And the interest?' },
    });
    await running.waitFor((e) => 'content' in e);
    const busy = await as(user)({ method: 'POST', url: `/api/v1/chats/${chatId}/regenerate` });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(chatMessages.replyInProgress);
    await as(user)({ method: 'POST', url: `/api/v1/chats/${chatId}/stop` });
    await running.finished;

    const empty = await createChat(t.app, user);
    const none = await as(user)({ method: 'POST', url: `/api/v1/chats/${empty}/regenerate` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(chatMessages.noReplyYet);
  });
});

describe('PUT /chats/{id}/messages/{messageId}', () => {
  it('replaces the last message and the reply after it, and streams the new reply, charged as a message', async () => {
    const { chatId, userMessage, reply } = await chatWithExchange(
      user,
      9,
      'Can my landlord keep the deposit?',
    );
    const opened = await openStream(base, `/chats/${chatId}/messages/${userMessage.id}`, {
      token: user.token,
      method: 'PUT',
      body: { message: '  Can my landlord keep half of the deposit?  ' },
    });
    expect(opened.status).toBe(200);
    const events = await opened.finished;
    expect(textOf(events)).toBe('Answer to: Can my landlord keep half of the deposit?');
    expect(events.at(-1)).toMatchObject({ done: true, status: 'complete', credits: 8 });

    const stored = await transcript(chatId);
    expect(stored.map((m) => [m.sender, m.message])).toEqual([
      ['system', stored[0]!.message],
      ['user', 'Can my landlord keep half of the deposit?'],
      ['system', 'Answer to: Can my landlord keep half of the deposit?'],
    ]);
    expect(stored.some((m) => m.id === userMessage.id || m.id === reply.id)).toBe(false);
    const [debit] = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `message:${stored[1]!.id}`));
    expect(debit).toMatchObject({ amount: -1, reason: 'message', balanceAfter: 8 });
    expect(fake.requests.at(-1)!.prompt).not.toContain('Can my landlord keep the deposit?');
  });

  it('answers JSON with both new messages; refuses an earlier message (409), an unknown one (404) and a blank text (400)', async () => {
    const { chatId, userMessage } = await chatWithExchange(user, 10, 'First question');
    const second = await as(user)({
      method: 'POST',
      url: `/api/v1/chats/${chatId}/messages`,
      payload: { message: 'Second question' },
    });
    const lastId = second.json().data.userMessage.id as number;

    const earlier = await as(user)({
      method: 'PUT',
      url: `/api/v1/chats/${chatId}/messages/${userMessage.id}`,
      payload: { message: 'Changed' },
    });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toBe(regenerateMessages.onlyLastMessage);
    const unknown = await as(user)({
      method: 'PUT',
      url: `/api/v1/chats/${chatId}/messages/999999`,
      payload: { message: 'Changed' },
    });
    expect(unknown.statusCode).toBe(404);
    const blank = await as(user)({
      method: 'PUT',
      url: `/api/v1/chats/${chatId}/messages/${lastId}`,
      payload: { message: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Message cannot be empty');

    const before = await credits(user);
    const edited = await as(user)({
      method: 'PUT',
      url: `/api/v1/chats/${chatId}/messages/${lastId}`,
      payload: { message: 'Second question, better put' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { data } = edited.json();
    expect(data.userMessage).toMatchObject({ sender: 'user', message: 'Second question, better put' });
    expect(data.reply).toMatchObject({
      status: 'complete',
      message: 'Answer to: Second question, better put',
    });
    expect(data.credits).toBe(before - 1);
    expect((await transcript(chatId)).map((m) => m.message)).toContain('First question');
  });

  it('answers 402 when the balance cannot cover it, keeping the message and its reply', async () => {
    const { chatId, userMessage } = await chatWithExchange(user, 0);
    const before = await transcript(chatId);
    const response = await as(user)({
      method: 'PUT',
      url: `/api/v1/chats/${chatId}/messages/${userMessage.id}`,
      payload: { message: 'Changed' },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(chatMessages.notEnoughCredits);
    expect(await transcript(chatId)).toEqual(before);
  });
});

describe('another user’s chat', () => {
  it('answers 404 to regenerate and edit, and changes nothing', async () => {
    await setCredits(user, 10);
    const { chatId, userMessage } = await chatWithExchange(other, 10);
    const before = await transcript(chatId);
    const routes = [
      { method: 'POST' as const, url: `/api/v1/chats/${chatId}/regenerate` },
      {
        method: 'POST' as const,
        url: `/api/v1/chats/${chatId}/regenerate`,
        headers: { accept: 'text/event-stream' },
      },
      {
        method: 'PUT' as const,
        url: `/api/v1/chats/${chatId}/messages/${userMessage.id}`,
        payload: { message: 'Not mine' },
      },
    ];
    for (const route of routes) {
      const response = await as(user)(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Chat not found' });
    }
    expect(await transcript(chatId)).toEqual(before);
    expect(await credits(user)).toBe(10);
  });
});
