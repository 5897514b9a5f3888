import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '@amicus/contract/chats/messages';
import { creditLedger, messages } from '../../db/schema/index';
import { throttleRules } from '../../http/throttle';
import { createChat, sampleQuestionnaire } from '../../../test/chat-fixtures';
import { listen, openStream } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { changeCredits } from '../../domain/credits/ledger';

/**
 * Decision 006: a chat's first reply is free only within a daily allowance, and chats are started at a bounded
 * pace, so nobody gets unlimited model replies without credits.
 */
let fake: FakeOpenAi;
let t: TestApp;
let base: string;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
  });
  base = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({ reply: () => 'A first reply.' }));

const FREE = throttleRules.freeFirstReplyByUser.points;
const credits = async (session: Session) =>
  (await asUser(t.app, session)({ method: 'GET', url: '/api/v1/credits' })).json().credits as number;
const openFirstReply = (session: Session, chatId: number) =>
  openStream(base, `/chats/${chatId}/initial-message`, { token: session.token });
const storedOf = (chatId: number) => t.db.select().from(messages).where(eq(messages.chatId, chatId));

async function userWithCredits(amount: number): Promise<Session> {
  const session = await signUpAndLogin(t.app);
  const change = amount - (await credits(session));
  await changeCredits(t.db, {
    userId: session.user.id,
    amount: change,
    reason: 'admin',
    reference: `test:set-credits:${session.user.id}`,
  });
  return session;
}

describe('GET /chats/{id}/initial-message', () => {
  it(`gives a user without credits ${FREE} free first replies a day, then answers 402 and asks no model`, async () => {
    const user = await userWithCredits(0);
    const requestsBefore = fake.requests.length;
    for (let i = 0; i < FREE; i++) {
      const opened = await openFirstReply(user, await createChat(t.app, user));
      expect(opened.status).toBe(200);
      expect((await opened.finished).at(-1)).toMatchObject({ done: true, status: 'complete', credits: 0 });
    }
    for (let i = 0; i < 2; i++) {
      const chatId = await createChat(t.app, user);
      const refused = await openFirstReply(user, chatId);
      expect(refused.status).toBe(402);
      expect(refused.json).toEqual({
        success: false,
        code: 'INSUFFICIENT_CREDITS',
        message: chatMessages.notEnoughCredits,
      });
      expect(await storedOf(chatId)).toEqual([]);
    }
    expect(fake.requests.length).toBe(requestsBefore + FREE);
    expect(await credits(user)).toBe(0);
  });

  it('charges a message for a first reply past the allowance, once, and refunds it when the provider fails', async () => {
    const user = await userWithCredits(5);
    for (let i = 0; i < FREE; i++) await (await openFirstReply(user, await createChat(t.app, user))).finished;
    expect(await credits(user)).toBe(5);

    const paidChat = await createChat(t.app, user);
    const paid = await (await openFirstReply(user, paidChat)).finished;
    expect(paid.at(-1)).toMatchObject({ done: true, status: 'complete', credits: 4 });
    const [reply] = await storedOf(paidChat);
    const debit = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `first-reply:${reply!.id}`));
    expect(debit).toMatchObject([{ userId: user.user.id, amount: -1, balanceAfter: 4, reason: 'message' }]);
    // Opening it again shows the same reply and charges nothing.
    await (
      await openFirstReply(user, paidChat)
    ).finished;
    expect(await credits(user)).toBe(4);

    fake.configure({ failStatus: 500 });
    const failedChat = await createChat(t.app, user);
    const failed = await (await openFirstReply(user, failedChat)).finished;
    expect(failed.at(-1)).toMatchObject({ done: true, status: 'failed', credits: 4 });
    const [failedReply] = await storedOf(failedChat);
    const refund = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `refund:first-reply:${failedReply!.id}`));
    expect(refund).toMatchObject([{ amount: 1, balanceAfter: 4, reason: 'refund' }]);
    expect(await credits(user)).toBe(4);
  });
});

describe('POST /chats', () => {
  const rule = throttleRules.chatCreateByUser;

  it(`lets a user start ${rule.points} chats an hour, then answers 429 with Retry-After; others are not held back`, async () => {
    const user = await userWithCredits(0);
    const post = (payload: Record<string, unknown>) =>
      asUser(t.app, user)({ method: 'POST', url: '/api/v1/chats', payload });
    // A refused request is not counted.
    const bad = await post({ categoryId: 2, questionResponses: [], legalQuestionnaire: sampleQuestionnaire });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < rule.points; i++) await createChat(t.app, user);

    const limited = await post({
      categoryId: 2,
      questionResponses: [{ questionId: 'custom', question: 'One more' }],
      legalQuestionnaire: sampleQuestionnaire,
    });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(rule.duration - 60);
    expect(retryAfter).toBeLessThanOrEqual(rule.duration);
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: `You have started many chats in a short time. Please wait ${retryAfter} seconds and try again.`,
    });
    const listed = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/chats?limit=50' });
    expect(listed.json().pagination.total).toBe(rule.points);

    const other = await signUpAndLogin(t.app);
    await createChat(t.app, other);
  });
});
