import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger, messages } from '../../db/schema/index';
import { llmErrors } from '../../adapters/llm/llm-errors';
import { createChat } from '../../../test/chat-fixtures';
import { listen, openStream, textOf } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions } from '../../../test/fake-openai-server';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';

/** Short limits, so a stalled provider fails in a test's time; long enough that a busy machine's pauses do not. */
const IDLE_MS = 500;
const DEADLINE_MS = 2_500;

let fake: FakeOpenAi;
let t: TestApp;
let base: string;
let user: Session;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'server-key-stalls',
      LLM_IDLE_TIMEOUT_MS: String(IDLE_MS),
      LLM_REPLY_DEADLINE_MS: String(DEADLINE_MS),
    },
  });
  base = await listen(t.app);
  user = await signUpAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.configure({}));

const credits = async () =>
  (await asUser(t.app, user)({ method: 'GET', url: '/api/v1/credits' })).json().credits as number;
const chatMessagesOf = (chatId: number) =>
  t.db.select().from(messages).where(eq(messages.chatId, chatId)).orderBy(messages.id);
const refundsOf = (userMessageId: number) =>
  t.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.reference, `refund:message:${userMessageId}`));
const sendJson = (chatId: number, message: string) =>
  asUser(t.app, user)({ method: 'POST', url: `/api/v1/chats/${chatId}/messages`, payload: { message } });

const stalls: [string, FakeOpenAiOptions, string, string][] = [
  [
    'stops after three chunks',
    { reply: () => ['One ', 'two ', 'three ', 'four'], stallAfterChunks: 3 },
    'One two three ',
    llmErrors.stalled().message,
  ],
  ['never sends its headers', { neverAnswer: true }, '', llmErrors.stalled().message],
  [
    'keeps sending past the deadline',
    { reply: () => Array.from({ length: 200 }, (_, i) => `w${i} `), chunkDelayMs: IDLE_MS / 3 },
    'w0 w1 ',
    llmErrors.tooSlow().message,
  ],
];

/** The chat accepts a new message once the stalled reply has failed, and that reply completes. */
async function expectChatFree(chatId: number) {
  fake.configure({ reply: () => 'Back again.' });
  const next = await sendJson(chatId, 'Are you back?');
  expect(next.statusCode).toBe(200);
  expect(next.json().data.reply).toMatchObject({ status: 'complete', message: 'Back again.' });
}

describe('a provider that stalls', () => {
  it.each(stalls)(
    'and %s: the event-stream send fails, keeps the text, refunds the credit and frees the chat',
    async (_, options, kept, error) => {
      const chatId = await createChat(t.app, user);
      fake.configure(options);
      const aborted = fake.abortedCount();
      const before = await credits();

      const opened = await openStream(base, `/chats/${chatId}/messages`, {
        token: user.token,
        method: 'POST',
        body: { message: 'Is anyone there?' },
      });
      const events = await opened.finished;
      expect(textOf(events).startsWith(kept)).toBe(true);
      expect(events.at(-2)).toEqual({ error });
      expect(events.at(-1)).toMatchObject({ done: true, status: 'failed', credits: before });

      const [userMessage, reply] = await chatMessagesOf(chatId);
      expect(reply).toMatchObject({ status: 'failed', message: textOf(events), error });
      expect(await refundsOf(userMessage!.id)).toMatchObject([{ amount: 1, reason: 'refund' }]);
      expect(await credits()).toBe(before);
      // The provider was hung up on, not left holding a connection.
      await expect.poll(() => fake.abortedCount()).toBe(aborted + 1);
      await expectChatFree(chatId);
    },
  );

  it.each(stalls)(
    'and %s: the JSON send answers 502 with the failure, keeps the text, refunds and frees the chat',
    async (_, options, kept, error) => {
      const chatId = await createChat(t.app, user);
      fake.configure(options);
      const before = await credits();

      const response = await sendJson(chatId, 'Is anyone there?');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ success: false, code: 'UPSTREAM_FAILED', message: error });

      const [userMessage, reply] = await chatMessagesOf(chatId);
      expect(reply).toMatchObject({ status: 'failed', error });
      expect(reply!.message.startsWith(kept)).toBe(true);
      expect(await refundsOf(userMessage!.id)).toMatchObject([{ amount: 1, reason: 'refund' }]);
      expect(await credits()).toBe(before);
      await expectChatFree(chatId);
    },
  );
});
