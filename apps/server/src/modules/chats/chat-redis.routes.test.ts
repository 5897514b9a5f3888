import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChat, numberedChunks, settledReply } from '../../../test/chat-fixtures';
import { listen, openStream, replyEvents, textOf } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { createSecondInstance } from '../../../test/second-instance';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';

// Two instances on one database sharing running replies through Redis, as behind a load balancer.
let fake: FakeOpenAi;
let a: TestApp;
let b: FastifyInstance;
let baseA: string;
let baseB: string;
let user: Session;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  a = await createTestApp({
    env: {
      REDIS_URL: 'redis://127.0.0.1:6379',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'server-key-redis-test',
    },
  });
  b = (await createSecondInstance(a)).app;
  baseA = await listen(a.app);
  baseB = await listen(b);
  user = await signUpAndLogin(a.app);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await fake.close();
});

async function chatWithFirstReply(): Promise<number> {
  const chatId = await createChat(a.app, user);
  fake.configure({ reply: () => 'First reply.' });
  await (
    await openStream(baseA, `/chats/${chatId}/initial-message`, { token: user.token })
  ).finished;
  return chatId;
}

describe('replies shared through Redis', () => {
  it('gives a client attached to instance B the whole reply generated on instance A', async () => {
    const chatId = await chatWithFirstReply();
    const { chunks, text } = numberedChunks(30);
    fake.configure({ reply: () => chunks, chunkDelayMs: 25 });
    const onA = await openStream(baseA, `/chats/${chatId}/messages`, {
      token: user.token,
      method: 'POST',
      body: { message: 'Across instances' },
    });
    const start = (await onA.waitFor((e) => 'start' in e)) as { messageId: number };
    await onA.waitFor((e) => 'content' in e && e.content.includes('w3 '));

    const listedOnB = (
      await asUser(b, user)({ method: 'GET', url: `/api/v1/chats/${chatId}/messages` })
    ).json();
    expect(listedOnB.activeReplyId).toBe(start.messageId);
    const onB = await openStream(baseB, `/chats/${chatId}/stream`, { token: user.token });
    const [allA, allB] = await Promise.all([onA.finished, onB.finished]);
    const eventsA = replyEvents(allA);
    const eventsB = replyEvents(allB);
    expect(textOf(eventsA)).toBe(text);
    expect(textOf(eventsB)).toBe(text);
    expect(eventsB[0]).toEqual({ start: true, messageId: start.messageId });
    expect((eventsB[1] as { content: string }).content.startsWith('w0 w1 w2 w3 ')).toBe(true);
    expect(eventsB.at(-1)).toMatchObject({ done: true, messageId: start.messageId, status: 'complete' });

    const afterwards = await (
      await openStream(baseB, `/chats/${chatId}/stream`, { token: user.token })
    ).finished;
    expect(textOf(afterwards)).toBe(text);
  });

  it('lets Stop sent to instance B stop the job running on instance A', async () => {
    const chatId = await chatWithFirstReply();
    const { chunks, text } = numberedChunks(60);
    fake.configure({ reply: () => chunks, chunkDelayMs: 40 });
    const aborted = fake.abortedCount();
    const onA = await openStream(baseA, `/chats/${chatId}/messages`, {
      token: user.token,
      method: 'POST',
      body: { message: 'Stop me from elsewhere' },
    });
    await onA.waitFor((e) => 'content' in e && e.content.includes('w2 '));

    const stopped = await asUser(b, user)({ method: 'POST', url: `/api/v1/chats/${chatId}/stop` });
    expect(stopped.statusCode).toBe(200);
    const reply = stopped.json().data;
    expect(reply.status).toBe('stopped');
    expect(reply.message.startsWith('w0 w1 w2 ')).toBe(true);
    expect(reply.message.length).toBeLessThan(text.length);

    const events = await onA.finished;
    expect(events.at(-1)).toMatchObject({ done: true, status: 'stopped' });
    expect(textOf(events)).toBe(reply.message);
    await expect.poll(() => fake.abortedCount()).toBe(aborted + 1);
    expect((await settledReply(a.db, reply.id)).status).toBe('stopped');
  });
});
