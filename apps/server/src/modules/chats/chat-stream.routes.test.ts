import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '@amicus/contract/chats/messages';
import { messages as appMessages } from '@amicus/contract/common/messages';
import { appSettings, creditLedger, messages, users } from '../../db/schema/index';
import { createChat, numberedChunks, sampleQuestionnaire, settledReply } from '../../../test/chat-fixtures';
import { listen, openStream, replyEvents, textOf } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { changeCredits } from '../../domain/credits/ledger';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';

const SERVER_KEY = 'server-key-7f3a9c51e2d84b06';

let fake: FakeOpenAi;
let t: TestApp;
let base: string;
let user: Session;
/** Every answer body of this file, checked at the end for the API key. */
const seen: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: SERVER_KEY,
    },
  });
  base = await listen(t.app);
  user = await signUpAndLogin(t.app);
  // More than the sign-up credits: this file sends many paid messages.
  await changeCredits(t.db, { userId: user.user.id, amount: 100, reason: 'admin', reference: 'test:top-up' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({}));

const inject = async (options: Parameters<ReturnType<typeof asUser>>[0]) => {
  const response = await asUser(t.app, user)(options);
  seen.push(response.body);
  return response;
};
const stream = async (path: string, body?: unknown) => {
  const opened = await openStream(base, path, {
    token: user.token,
    ...(body ? { method: 'POST', body } : {}),
  });
  void opened.finished.then((events) => seen.push(JSON.stringify(events)));
  return opened;
};
const send = (chatId: number, message: string) => stream(`/chats/${chatId}/messages`, { message });
const credits = async () =>
  (await inject({ method: 'GET', url: '/api/v1/credits' })).json().credits as number;
const chatMessagesOf = (chatId: number) =>
  t.db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(messages.id);
const ledgerOf = (reference: string) =>
  t.db.select().from(creditLedger).where(eq(creditLedger.reference, reference));

/** A chat whose first reply is already there (so the next reply is a paid follow-up). */
async function chatWithFirstReply(): Promise<number> {
  const chatId = await createChat(t.app, user);
  fake.configure({ reply: () => 'First reply.' });
  await (
    await stream(`/chats/${chatId}/initial-message`)
  ).finished;
  fake.configure({});
  return chatId;
}

describe('GET /chats/{id}/initial-message', () => {
  it('streams the first reply from the questionnaire and topic, free of charge, then sends it whole again', async () => {
    const chatId = await createChat(t.app, user);
    fake.configure({ reply: () => ['Hello ', 'there, ', 'tenant.'], chunkDelayMs: 30 });
    const before = await credits();
    const requestsBefore = fake.requests.length;

    const first = await stream(`/chats/${chatId}/initial-message`);
    const events = await first.finished;
    expect(events[0]).toEqual({ start: true, messageId: expect.any(Number) });
    expect(textOf(events)).toBe('Hello there, tenant.');
    const { messageId } = events[0] as { messageId: number };
    expect(events.at(-1)).toEqual({ done: true, messageId, status: 'complete', credits: before });

    const request = fake.requests.at(-1)!;
    expect(request.body.model).toBe('fake-model');
    expect(request.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    for (const part of [
      'Housing & Tenancy',
      'Getting my deposit back',
      'Canada',
      'Ontario',
      'plaintiff',
      sampleQuestionnaire.description,
    ]) {
      expect(request.prompt).toContain(part);
    }
    expect(request.body.messages[0]).toMatchObject({ role: 'system' });
    expect(String(request.body.messages[0]!.content)).toContain('legal information');

    const stored = await chatMessagesOf(chatId);
    expect(stored).toMatchObject([{ sender: 'system', status: 'complete', message: 'Hello there, tenant.' }]);
    expect(await credits()).toBe(before);

    const again = replyEvents(await (await stream(`/chats/${chatId}/initial-message`)).finished);
    expect(again).toEqual([
      { start: true, messageId: stored[0]!.id },
      { content: 'Hello there, tenant.' },
      { done: true, messageId: stored[0]!.id, status: 'complete', credits: before },
    ]);
    expect(fake.requests.length).toBe(requestsBefore + 1);
  });
});

describe('POST /chats/{id}/messages as an event stream', () => {
  it('streams the reply in order and stores the message, the reply and the debit', async () => {
    const chatId = await chatWithFirstReply();
    const { chunks, text } = numberedChunks(40);
    fake.configure({ reply: () => chunks, chunkDelayMs: 3 });
    const before = await credits();

    const opened = await send(chatId, '  What should I do next?  ');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(opened.headers.get('cache-control')).toContain('no-cache');
    expect(opened.headers.get('x-accel-buffering')).toBe('no');
    const events = await opened.finished;
    expect(textOf(events)).toBe(text);
    expect(events.filter((e) => 'content' in e).every((e) => 'content' in e && e.content.length > 0)).toBe(
      true,
    );
    const done = events.at(-1);
    expect(done).toMatchObject({ done: true, status: 'complete', credits: before - 1 });

    const [, userMessage, reply] = await chatMessagesOf(chatId);
    expect(userMessage).toMatchObject({ sender: 'user', message: 'What should I do next?' });
    expect(reply).toMatchObject({ sender: 'system', status: 'complete', message: text, error: null });
    expect(events[0]).toEqual({ start: true, messageId: reply!.id });
    expect(await ledgerOf(`message:${userMessage!.id}`)).toMatchObject([
      { userId: user.user.id, amount: -1, reason: 'message', balanceAfter: before - 1 },
    ]);
    expect(await credits()).toBe(before - 1);

    const conversation = fake.requests.at(-1)!.body.messages.map((m) => [m.role, m.content]);
    expect(conversation.map(([role]) => role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(conversation.at(2)).toEqual(['assistant', 'First reply.']);
    expect(conversation.at(-1)).toEqual(['user', 'What should I do next?']);
  });

  it('answers 402 with the clear message when credits run out, storing nothing', async () => {
    const chatId = await chatWithFirstReply();
    // The admin's runtime setting overrides CREDITS_PER_MESSAGE.
    await t.db.insert(appSettings).values({ key: 'creditsPerMessage', value: 1000 });
    try {
      const before = await chatMessagesOf(chatId);
      const requests = fake.requests.length;
      const balance = await credits();
      const opened = await send(chatId, 'Can I afford this?');
      expect(opened.status).toBe(402);
      expect(opened.json).toEqual({
        success: false,
        code: 'INSUFFICIENT_CREDITS',
        message: chatMessages.notEnoughCredits,
      });
      const json = await inject({
        method: 'POST',
        url: `/api/v1/chats/${chatId}/messages`,
        payload: { message: 'And now?' },
      });
      expect(json.statusCode).toBe(402);
      expect(await chatMessagesOf(chatId)).toEqual(before);
      expect(await credits()).toBe(balance);
      expect(fake.requests.length).toBe(requests);
    } finally {
      await t.db.delete(appSettings).where(eq(appSettings.key, 'creditsPerMessage'));
    }
  });

  it("charges the admin's price per message, and nothing (no ledger row) when it is 0", async () => {
    const chatId = await chatWithFirstReply();
    try {
      for (const price of [3, 0]) {
        await t.db
          .insert(appSettings)
          .values({ key: 'creditsPerMessage', value: price })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: price } });
        const balance = await credits();
        const events = await (await send(chatId, `At ${price} credits?`)).finished;
        expect(events.at(-1)).toMatchObject({ done: true, status: 'complete', credits: balance - price });
        const userMessage = (await chatMessagesOf(chatId)).findLast((m) => m.sender === 'user')!;
        expect(userMessage.message).toBe(`At ${price} credits?`);
        expect((await ledgerOf(`message:${userMessage.id}`)).map((row) => row.amount)).toEqual(
          price > 0 ? [-price] : [],
        );
      }
    } finally {
      await t.db.delete(appSettings).where(eq(appSettings.key, 'creditsPerMessage'));
    }
  });

  it('sends the newest turns of a long conversation within the budget and says how many were left out', async () => {
    const chatId = await chatWithFirstReply();
    // 30 earlier turns of 2,000 characters: with the new message, 11 fit the 24,000-character budget.
    await t.db.insert(messages).values(
      Array.from({ length: 30 }, (_, i) => ({
        chatId,
        sender: i % 2 === 0 ? ('user' as const) : ('system' as const),
        message: `${i}:`.padEnd(2000, '.'),
      })),
    );
    await (
      await send(chatId, 'What now?')
    ).finished;
    const sent = fake.requests.at(-1)!.body.messages;
    // The system prompt and the opening turn, then the 11 newest earlier turns and the new message.
    expect(sent.map((m) => String(m.content).slice(0, 3))).toEqual([
      expect.any(String),
      expect.any(String),
      ...Array.from({ length: 11 }, (_, i) => `${19 + i}:`.slice(0, 3)),
      'Wha',
    ]);
    // Left out: the first reply and turns 0 to 18.
    expect(String(sent[0]!.content)).toContain(
      '(20 earlier messages of this conversation are left out for length.)',
    );
  });

  it('sends an error event, marks the reply failed and refunds the credit when the provider fails first', async () => {
    const chatId = await chatWithFirstReply();
    fake.configure({ failStatus: 500 });
    const before = await credits();
    const events = replyEvents(await (await send(chatId, 'Will this fail?')).finished);
    expect(events.map((e) => Object.keys(e)[0])).toEqual(['start', 'error', 'done']);
    expect(events[1]).toEqual({ error: 'The AI provider failed to answer (status 500). Please try again.' });
    expect(events[2]).toMatchObject({ done: true, status: 'failed', credits: before });

    const [, userMessage, reply] = await chatMessagesOf(chatId);
    expect(reply).toMatchObject({
      status: 'failed',
      message: '',
      error: expect.stringContaining('status 500'),
    });
    expect(await ledgerOf(`refund:message:${userMessage!.id}`)).toMatchObject([
      { amount: 1, reason: 'refund' },
    ]);
    expect(await credits()).toBe(before);
  });

  it('answers a JSON send 502 with the provider’s failure, keeps the message and refunds the credit', async () => {
    const chatId = await chatWithFirstReply();
    fake.configure({ failStatus: 500 });
    const before = await credits();
    const response = await inject({
      method: 'POST',
      url: `/api/v1/chats/${chatId}/messages`,
      payload: { message: 'Will this fail as JSON?' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      code: 'UPSTREAM_FAILED',
      message: 'The AI provider failed to answer (status 500). Please try again.',
    });
    const [, userMessage, reply] = await chatMessagesOf(chatId);
    expect(userMessage).toMatchObject({ message: 'Will this fail as JSON?', sender: 'user' });
    expect(reply).toMatchObject({ status: 'failed', message: '' });
    expect(await credits()).toBe(before);
  });

  it('keeps the text that arrived and refunds the credit when the provider fails mid-reply', async () => {
    const chatId = await chatWithFirstReply();
    fake.configure({ reply: () => ['One ', 'two ', 'three ', 'four'], failAfterChunks: 2, chunkDelayMs: 5 });
    const before = await credits();
    const events = await (await send(chatId, 'Half an answer?')).finished;
    expect(textOf(events)).toBe('One two ');
    expect(events.at(-2)).toEqual({
      error: 'The AI provider stopped with an error before the reply was complete.',
    });
    // The user must send the message again, so the cut-off reply costs nothing.
    expect(events.at(-1)).toMatchObject({ done: true, status: 'failed', credits: before });
    const [, userMessage, reply] = await chatMessagesOf(chatId);
    expect(reply).toMatchObject({ status: 'failed', message: 'One two ', error: expect.any(String) });
    expect(await ledgerOf(`refund:message:${userMessage!.id}`)).toMatchObject([
      { amount: 1, reason: 'refund' },
    ]);
    expect(await credits()).toBe(before);
  });

  it('completes and stores the reply when the client leaves mid-reply', async () => {
    const chatId = await chatWithFirstReply();
    const { chunks, text } = numberedChunks(25);
    fake.configure({ reply: () => chunks, chunkDelayMs: 20 });
    const aborted = fake.abortedCount();
    const opened = await send(chatId, 'I will close the tab');
    const start = await opened.waitFor((e) => 'start' in e);
    await opened.waitFor((e) => 'content' in e);
    opened.leave();
    const reply = await settledReply(t.db, (start as { messageId: number }).messageId);
    expect(reply).toMatchObject({ status: 'complete', message: text });
    expect(fake.abortedCount()).toBe(aborted);
  });

  it('lets a second client attach mid-reply and receive the whole text', async () => {
    const chatId = await chatWithFirstReply();
    const { chunks, text } = numberedChunks(25);
    fake.configure({ reply: () => chunks, chunkDelayMs: 20 });
    const first = await send(chatId, 'Two tabs');
    const start = (await first.waitFor((e) => 'start' in e)) as { messageId: number };
    await first.waitFor((e) => 'content' in e && e.content.includes('w3 '));

    const listed = (await inject({ method: 'GET', url: `/api/v1/chats/${chatId}/messages` })).json();
    expect(listed.activeReplyId).toBe(start.messageId);
    expect(listed.data.at(-1)).toMatchObject({ id: start.messageId, status: 'streaming' });

    const second = await stream(`/chats/${chatId}/stream`);
    const [allFirst, allSecond] = await Promise.all([first.finished, second.finished]);
    const firstEvents = replyEvents(allFirst);
    const secondEvents = replyEvents(allSecond);
    expect(textOf(firstEvents)).toBe(text);
    expect(textOf(secondEvents)).toBe(text);
    expect(secondEvents[0]).toEqual({ start: true, messageId: start.messageId });
    // The text so far comes as one event.
    expect((secondEvents[1] as { content: string }).content.startsWith('w0 w1 w2 w3 ')).toBe(true);
    expect(secondEvents.at(-1)).toMatchObject({ done: true, messageId: start.messageId, status: 'complete' });

    const later = replyEvents(await (await stream(`/chats/${chatId}/stream`)).finished);
    expect(later).toEqual([
      { start: true, messageId: start.messageId },
      { content: text },
      { done: true, messageId: start.messageId, status: 'complete', credits: expect.any(Number) },
    ]);
  });

  it('refuses a second message while a reply is being written', async () => {
    const chatId = await chatWithFirstReply();
    fake.configure({ reply: () => numberedChunks(40).chunks, chunkDelayMs: 25 });
    const first = await send(chatId, 'First');
    await first.waitFor((e) => 'content' in e);
    const second = await inject({
      method: 'POST',
      url: `/api/v1/chats/${chatId}/messages`,
      payload: { message: 'Second' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(chatMessages.replyInProgress);
    await inject({ method: 'POST', url: `/api/v1/chats/${chatId}/stop` });
    await first.finished;
    expect((await chatMessagesOf(chatId)).filter((m) => m.message === 'Second')).toEqual([]);
  });
});

describe('a send with a token whose session has ended', () => {
  it('answers 401 and stores, debits and asks the provider nothing: after logout, and after deactivation', async () => {
    for (const end of ['logout', 'deactivation'] as const) {
      const other = await signUpAndLogin(t.app);
      const chatId = await createChat(t.app, other);
      const balance = (await t.db.select().from(users).where(eq(users.id, other.user.id)))[0]!.credits;
      if (end === 'logout') {
        const out = await asUser(t.app, other)({ method: 'POST', url: '/api/v1/auth/logout', payload: {} });
        expect(out.statusCode).toBe(200);
      } else {
        await t.db.update(users).set({ isActive: false }).where(eq(users.id, other.user.id));
      }
      const requests = fake.requests.length;
      const response = await asUser(
        t.app,
        other,
      )({
        method: 'POST',
        url: `/api/v1/chats/${chatId}/messages`,
        payload: { message: 'Still here?' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'UNAUTHENTICATED',
        message: appMessages.auth.tokenInvalid,
      });
      expect(await chatMessagesOf(chatId)).toEqual([]);
      expect((await t.db.select().from(users).where(eq(users.id, other.user.id)))[0]!.credits).toBe(balance);
      expect(fake.requests.length).toBe(requests);
    }
  });
});

describe('two sends racing for one chat', () => {
  it('lets one win; the other answers 409 and stores and debits nothing', async () => {
    const chatId = await chatWithFirstReply();
    const before = await credits();
    fake.configure({ reply: () => numberedChunks(20).chunks, chunkDelayMs: 10 });
    const answers = await Promise.all(
      ['Racing A', 'Racing B', 'Racing C'].map((message) =>
        inject({ method: 'POST', url: `/api/v1/chats/${chatId}/messages`, payload: { message } }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe(chatMessages.replyInProgress);
    const racing = (await chatMessagesOf(chatId)).filter((m) => m.message.startsWith('Racing'));
    expect(racing).toHaveLength(1);
    expect(await credits()).toBe(before - 1);
  });
});

describe('POST /chats/{id}/stop', () => {
  it('aborts the upstream call and keeps the partial reply as stopped', async () => {
    const chatId = await chatWithFirstReply();
    const { chunks, text } = numberedChunks(60);
    fake.configure({ reply: () => chunks, chunkDelayMs: 40 });
    const aborted = fake.abortedCount();
    const before = await credits();
    const opened = await send(chatId, 'Stop me');
    await opened.waitFor((e) => 'content' in e && e.content.includes('w2 '));

    const stopped = await inject({ method: 'POST', url: `/api/v1/chats/${chatId}/stop` });
    expect(stopped.statusCode).toBe(200);
    const reply = stopped.json().data;
    expect(reply).toMatchObject({ status: 'stopped', sender: 'system', error: null });
    expect(reply.message.startsWith('w0 w1 w2 ')).toBe(true);
    expect(reply.message.length).toBeLessThan(text.length);

    const events = await opened.finished;
    expect(events.at(-1)).toMatchObject({ done: true, status: 'stopped', credits: before - 1 });
    expect(textOf(events)).toBe(reply.message);
    await expect.poll(() => fake.abortedCount()).toBe(aborted + 1);
    expect((await settledReply(t.db, reply.id)).message).toBe(reply.message);

    const again = await inject({ method: 'POST', url: `/api/v1/chats/${chatId}/stop` });
    expect(again.json().data).toMatchObject({ id: reply.id, status: 'stopped', message: reply.message });
  });

  it('stops a running reply before deleting its chat', async () => {
    const chatId = await chatWithFirstReply();
    fake.configure({ reply: () => numberedChunks(60).chunks, chunkDelayMs: 40 });
    const aborted = fake.abortedCount();
    const opened = await send(chatId, 'Delete me while you write');
    await opened.waitFor((e) => 'content' in e);
    expect((await inject({ method: 'DELETE', url: `/api/v1/chats/${chatId}` })).statusCode).toBe(200);
    await expect.poll(() => fake.abortedCount()).toBe(aborted + 1);
    await opened.finished;
    expect(await chatMessagesOf(chatId)).toEqual([]);
  });
});

describe('secrets', () => {
  it('never puts the server’s API key in an answer or a log line', async () => {
    seen.push((await inject({ method: 'GET', url: '/api/v1/settings' })).body);
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, user.user.id)));
    expect(row).toBeDefined();
    expect(seen.length).toBeGreaterThan(10);
    for (const body of seen) expect(body).not.toContain(SERVER_KEY);
    const logs = t.logs.join('');
    expect(logs).not.toContain(SERVER_KEY);
    expect(logs).not.toMatch(/\n\s+at /);
  });
});
