import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '@amicus/contract/chats/messages';
import { creditLedger, messages, users } from '../../db/schema/index';
import { changeCredits } from '../../domain/credits/ledger';
import { createChat, settledReply } from '../../../test/chat-fixtures';
import { listen, openStream, textOf } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { createSecondInstance } from '../../../test/second-instance';
import { createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { PERSIST_MS } from './replies/partial-text-saver';

let fake: FakeOpenAi;
let t: TestApp;
let user: Session;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'server-key-recovery',
    },
  });
  user = await signUpAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A user message with its debit and a reply left `streaming`, as a crashed process leaves them. */
async function interruptedReply(chatId: number, partialText: string, updatedAt = new Date()) {
  const [userMessage] = await t.db
    .insert(messages)
    .values({ chatId, sender: 'user', message: 'Are you there?' })
    .returning();
  await changeCredits(t.db, {
    userId: user.user.id,
    amount: -1,
    reason: 'message',
    reference: `message:${userMessage!.id}`,
  });
  const [reply] = await t.db
    .insert(messages)
    .values({ chatId, sender: 'system', message: partialText, status: 'streaming', updatedAt })
    .returning();
  return { userMessage: userMessage!, reply: reply! };
}

let listening: Promise<string> | undefined;
const baseUrl = () => (listening ??= listen(t.app));
const balance = async () =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, user.user.id)))[0]!.credits;
const refundsOf = (userMessageId: number) =>
  t.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.reference, `refund:message:${userMessageId}`));

describe('replies interrupted by a crash', () => {
  it('are marked failed at start-up, keeping their text, and refunded whether or not text arrived', async () => {
    const empty = await interruptedReply(await createChat(t.app, user), '');
    const partial = await interruptedReply(await createChat(t.app, user), 'Partial answer');

    const restarted = await createSecondInstance(t);
    await restarted.app.close();

    expect(await settledReply(t.db, empty.reply.id, 0)).toMatchObject({
      status: 'failed',
      message: '',
      error: chatMessages.replyInterrupted,
    });
    expect(await refundsOf(empty.userMessage.id)).toMatchObject([{ amount: 1, reason: 'refund' }]);
    expect(await settledReply(t.db, partial.reply.id, 0)).toMatchObject({
      status: 'failed',
      message: 'Partial answer',
    });
    // "Please send your message again": the user must pay once for the answer, not twice.
    expect(await refundsOf(partial.userMessage.id)).toMatchObject([{ amount: 1, reason: 'refund' }]);
  });

  it('are refunded once when several instances and a client settle one at the same time', async () => {
    const chatId = await createChat(t.app, user);
    const { userMessage, reply } = await interruptedReply(chatId, 'Half', new Date(Date.now() - 60_000));
    const before = await balance();
    const base = await baseUrl();

    const [first, second, events] = await Promise.all([
      createSecondInstance(t),
      createSecondInstance(t),
      openStream(base, `/chats/${chatId}/stream`, { token: user.token }).then((opened) => opened.finished),
    ]);
    await Promise.all([first.app.close(), second.app.close()]);

    expect(events.at(-1)).toMatchObject({ done: true, messageId: reply.id, status: 'failed' });
    expect(await settledReply(t.db, reply.id, 0)).toMatchObject({ status: 'failed', message: 'Half' });
    expect(await refundsOf(userMessage.id)).toMatchObject([{ amount: 1, reason: 'refund' }]);
    expect(await balance()).toBe(before + 1);
  });

  it('are settled when a client attaches to one that runs nowhere', async () => {
    const chatId = await createChat(t.app, user);
    const { reply } = await interruptedReply(chatId, 'What was saved', new Date(Date.now() - 60_000));
    const base = await baseUrl();
    const events = await (await openStream(base, `/chats/${chatId}/stream`, { token: user.token })).finished;
    expect(events).toEqual([
      { start: true, messageId: reply.id },
      { content: 'What was saved' },
      { error: chatMessages.replyInterrupted },
      { done: true, messageId: reply.id, status: 'failed', credits: expect.any(Number) },
    ]);
  });
});

describe('a running reply', () => {
  it('saves its text while it runs, and is stopped and settled when the server shuts down', async () => {
    const instance = await createSecondInstance(t);
    const base = await listen(instance.app);
    const chatId = await createChat(t.app, user);
    // Quotes, braces, commas, backslashes and newlines: the saver sends every text in one array value.
    const chunks = Array.from({ length: 100 }, (_, i) => `w${i} "quoted", {braces} \\ é\n`);
    const opening = chunks[0]! + chunks[1]!;
    fake.configure({ reply: () => chunks, chunkDelayMs: 30 });
    const aborted = fake.abortedCount();
    const opened = await openStream(base, `/chats/${chatId}/initial-message`, { token: user.token });
    const { messageId } = (await opened.waitFor((e) => 'start' in e)) as { messageId: number };

    const saved = async () => (await t.db.select().from(messages).where(eq(messages.id, messageId)))[0]!;
    await expect
      .poll(
        async () => {
          const row = await saved();
          return row.status === 'streaming' && row.message.startsWith(opening);
        },
        { timeout: PERSIST_MS * 3 },
      )
      .toBe(true);

    await instance.app.close();
    const reply = await settledReply(t.db, messageId, 0);
    expect(reply).toMatchObject({ status: 'failed', error: chatMessages.replyInterrupted });
    expect(reply.message.startsWith(opening)).toBe(true);
    const events = await opened.finished;
    expect(textOf(events)).toBe(reply.message);
    expect(events.at(-1)).toMatchObject({ done: true, status: 'failed' });
    await expect.poll(() => fake.abortedCount()).toBe(aborted + 1);
  });
});
