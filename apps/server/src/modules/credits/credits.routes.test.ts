import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlm } from '../../adapters/llm/create-llm';
import { creditLedger } from '../../db/schema/index';
import { createChat } from '../../../test/chat-fixtures';
import { asUser, createTestApp, signUpAndLogin, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SIGNUP_CREDITS: '5', CREDITS_PER_MESSAGE: '2' },
    adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) },
  });
});
afterAll(() => t.close());

describe('GET /credits', () => {
  it('answers the balance: SIGNUP_CREDITS at first, less CREDITS_PER_MESSAGE per message, each in the ledger', async () => {
    const user = await signUpAndLogin(t.app);
    const as = asUser(t.app, user);
    expect((await as({ method: 'GET', url: '/api/v1/credits' })).json()).toEqual({
      success: true,
      credits: 5,
    });

    const chatId = await createChat(t.app, user);
    const sent = await as({
      method: 'POST',
      url: `/api/v1/chats/${chatId}/messages`,
      payload: { message: 'Hi' },
    });
    expect(sent.json().data.credits).toBe(3);
    expect((await as({ method: 'GET', url: '/api/v1/credits' })).json().credits).toBe(3);
    await as({ method: 'POST', url: `/api/v1/chats/${chatId}/messages`, payload: { message: 'Again' } });
    const refused = await as({
      method: 'POST',
      url: `/api/v1/chats/${chatId}/messages`,
      payload: { message: 'Third' },
    });
    expect(refused.statusCode).toBe(402);
    expect((await as({ method: 'GET', url: '/api/v1/credits' })).json().credits).toBe(1);

    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.user.id));
    expect(ledger.map((e) => [e.reason, e.amount, e.balanceAfter])).toEqual([
      ['signup', 5, 5],
      ['message', -2, 3],
      ['message', -2, 1],
    ]);
  });

  it('answers 401 to visitors', async () => {
    expect((await asUser(t.app, null)({ method: 'GET', url: '/api/v1/credits' })).statusCode).toBe(401);
  });
});
