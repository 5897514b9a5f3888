import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlm } from '../../adapters/llm/create-llm';
import { creditLedger, messages } from '../../db/schema/index';
import { createChat, sampleQuestionnaire, seededCategoryIds } from '../../../test/chat-fixtures';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
let user: Session;
let other: Session;
beforeAll(async () => {
  // The offline model without its typing pause, so replies finish at once.
  t = await createTestApp({ adapters: { llm: createLlm({ offlineChunkDelayMs: 0 }) } });
  user = await signUpAndLogin(t.app);
  other = await signUpAndLogin(t.app);
});
afterAll(() => t.close());

const as = (session: Session | null) => asUser(t.app, session);

describe('POST /chats', () => {
  it('creates a chat titled with the chosen question and answers 201 with its id', async () => {
    const questions = (await as(user)({ method: 'GET', url: '/api/v1/categories/2/questions' })).json().data;
    const response = await as(user)({
      method: 'POST',
      url: '/api/v1/chats',
      payload: {
        categoryId: seededCategoryIds.housing,
        questionResponses: [{ questionId: questions[0].id, question: questions[0].content }],
        legalQuestionnaire: { ...sampleQuestionnaire, role: 'defendant' },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      id: expect.any(Number),
      userId: user.user.id,
      user: { id: user.user.id, name: expect.any(String) },
      title: 'Deposit not returned',
      categoryName: 'Housing & Tenancy',
      status: 'active',
    });
    const detail = await as(user)({ method: 'GET', url: `/api/v1/chats/${response.json().data.id}` });
    expect(detail.json().data).toMatchObject({
      user: { id: user.user.id },
      questionResponses: [{ questionId: questions[0].id }],
      legalQuestionnaire: { country: 'Canada', state: 'Ontario', role: 'defendant' },
    });
  });

  it('titles a typed topic with its words, cut at a word boundary', async () => {
    const topic = `  My employer   has not paid my overtime for the last three months and now says ${'very '.repeat(20)}much`;
    const id = await createChat(t.app, user, {
      questionResponses: [{ questionId: 'custom', question: topic }],
    });
    const { title } = (await as(user)({ method: 'GET', url: `/api/v1/chats/${id}` })).json().data;
    expect(title.startsWith('My employer has not paid my overtime')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('…')).toBe(true);
    expect(title).not.toMatch(/ …$/);
  });

  it('refuses an inactive or unknown category, an unknown question and a missing answer, storing nothing', async () => {
    const admin = await loginAdmin(t.app);
    const hidden = (
      await as(admin)({
        method: 'POST',
        url: '/api/v1/categories',
        payload: { name: 'Hidden', description: 'x', isActive: false },
      })
    ).json().data;
    const before = (await as(user)({ method: 'GET', url: '/api/v1/chats' })).json().pagination.total;
    const post = (payload: Record<string, unknown>) =>
      as(user)({
        method: 'POST',
        url: '/api/v1/chats',
        payload: {
          categoryId: 2,
          questionResponses: [{ questionId: 'custom', question: 'Topic' }],
          legalQuestionnaire: sampleQuestionnaire,
          ...payload,
        },
      });
    for (const categoryId of [hidden.id, 99_999]) {
      const response = await post({ categoryId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'This legal area is not available. Please choose another category.',
      );
    }
    const wrongQuestion = await post({ questionResponses: [{ questionId: 1, question: 'Divorce' }] });
    expect(wrongQuestion.statusCode).toBe(400);
    expect(wrongQuestion.json().message).toBe(
      'The chosen question is not available. Please choose another topic.',
    );
    const noCountry = await post({ legalQuestionnaire: { ...sampleQuestionnaire, country: '  ' } });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().message).toBe('Country is required');
    const noTopic = await post({ questionResponses: [] });
    expect(noTopic.statusCode).toBe(400);
    expect((await as(user)({ method: 'GET', url: '/api/v1/chats' })).json().pagination.total).toBe(before);
  });
});

describe('GET /chats', () => {
  it('pages the user’s own chats, newest first, 10 by default', async () => {
    const fresh = await signUpAndLogin(t.app);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createChat(t.app, fresh));
    await createChat(t.app, other);
    const first = (await as(fresh)({ method: 'GET', url: '/api/v1/chats?limit=2' })).json();
    expect(first.data.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, pages: 2, total: 3 });
    // Each chat names its owner (`user`), not only the owner's id.
    expect(first.data[0].user).toEqual({ id: fresh.user.id, name: expect.any(String) });
    const second = (await as(fresh)({ method: 'GET', url: '/api/v1/chats?page=2&limit=2' })).json();
    expect(second.data.map((c: { id: number }) => c.id)).toEqual([ids[0]]);
    const defaults = (await as(fresh)({ method: 'GET', url: '/api/v1/chats' })).json();
    expect(defaults.pagination).toMatchObject({ page: 1, limit: 10, total: 3 });
    expect((await as(fresh)({ method: 'GET', url: '/api/v1/chats?limit=0' })).statusCode).toBe(400);
  });
});

describe('GET /chats/history', () => {
  it('lists every chat with its last message, and filters by title or message text, case-insensitively', async () => {
    const searcher = await signUpAndLogin(t.app);
    const deposit = await createChat(t.app, searcher, {
      questionResponses: [{ questionId: 'custom', question: 'Deposit kept by landlord' }],
    });
    const wages = await createChat(t.app, searcher, {
      categoryId: seededCategoryIds.employment,
      questionResponses: [{ questionId: 'custom', question: 'Unpaid overtime' }],
    });
    const sent = await as(searcher)({
      method: 'POST',
      url: `/api/v1/chats/${wages}/messages`,
      payload: { message: 'My manager Zebedee refuses to pay 100% of my hours' },
    });
    expect(sent.statusCode).toBe(200);

    const history = (await as(searcher)({ method: 'GET', url: '/api/v1/chats/history' })).json();
    expect(history.pagination).toEqual({ page: 1, limit: 200, pages: 1, total: 2 });
    const all = history.data;
    expect(all.map((c: { id: number }) => c.id)).toEqual([wages, deposit]);
    const older = (await as(searcher)({ method: 'GET', url: '/api/v1/chats/history?page=2&limit=1' })).json();
    expect(older.data.map((c: { id: number }) => c.id)).toEqual([deposit]);
    expect(older.pagination).toEqual({ page: 2, limit: 1, pages: 2, total: 2 });
    expect(all[0].lastMessage).toContain('Amicus offline model');
    expect(all[1].lastMessage).toBeNull();
    expect(all[0].user).toEqual({ id: searcher.user.id, name: expect.any(String) });

    const byTitle = (await as(searcher)({ method: 'GET', url: '/api/v1/chats/history?q=DEPOSIT' })).json()
      .data;
    expect(byTitle.map((c: { id: number }) => c.id)).toEqual([deposit]);
    expect(byTitle[0].matchedText).toBeNull();

    const byMessage = (await as(searcher)({ method: 'GET', url: '/api/v1/chats/history?q=zebedee' })).json()
      .data;
    expect(byMessage.map((c: { id: number }) => c.id)).toEqual([wages]);
    expect(byMessage[0].matchedText).toContain('Zebedee refuses');

    const literal = (await as(searcher)({ method: 'GET', url: '/api/v1/chats/history?q=100%25' })).json()
      .data;
    expect(literal.map((c: { id: number }) => c.id)).toEqual([wages]);
    const wildcard = (await as(searcher)({ method: 'GET', url: '/api/v1/chats/history?q=%25' })).json().data;
    expect(wildcard.map((c: { id: number }) => c.id)).toEqual([wages]);
    expect(
      (await as(searcher)({ method: 'GET', url: '/api/v1/chats/history?q=nothing-like-this' })).json().data,
    ).toEqual([]);
  });

  it("finds a chat titled 'Chat' by the name the sidebar shows, 'Chat {id}'", async () => {
    const searcher = await signUpAndLogin(t.app);
    const untitled = await createChat(t.app, searcher);
    await as(searcher)({ method: 'PUT', url: `/api/v1/chats/${untitled}`, payload: { title: 'Chat' } });
    const found = (
      await as(searcher)({ method: 'GET', url: `/api/v1/chats/history?q=chat%20${untitled}` })
    ).json().data;
    expect(found.map((c: { id: number }) => c.id)).toEqual([untitled]);
    const other = (
      await as(searcher)({ method: 'GET', url: `/api/v1/chats/history?q=chat%20${untitled + 1000}` })
    ).json().data;
    expect(other).toEqual([]);
  });
});

describe('PUT /chats/{id}', () => {
  it('renames with the trimmed title and refuses a blank one', async () => {
    const id = await createChat(t.app, user);
    const renamed = await as(user)({
      method: 'PUT',
      url: `/api/v1/chats/${id}`,
      payload: { title: '  My deposit  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'My deposit', user: { id: user.user.id } });
    const blank = await as(user)({ method: 'PUT', url: `/api/v1/chats/${id}`, payload: { title: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Title cannot be empty');
    expect((await as(user)({ method: 'GET', url: `/api/v1/chats/${id}` })).json().data.title).toBe(
      'My deposit',
    );
  });
});

describe('POST /chats/{id}/messages (JSON)', () => {
  it('stores the message and its debit, waits for the reply and answers both with the balance', async () => {
    const id = await createChat(t.app, user);
    const before = (await as(user)({ method: 'GET', url: '/api/v1/credits' })).json().credits;
    const response = await as(user)({
      method: 'POST',
      url: `/api/v1/chats/${id}/messages`,
      payload: { message: '  Which documents should I gather?  ' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.userMessage).toMatchObject({ message: 'Which documents should I gather?', sender: 'user' });
    expect(data.reply).toMatchObject({ sender: 'system', status: 'complete', error: null });
    expect(data.reply.message).toContain('## Documents to gather');
    expect(data.credits).toBe(before - 1);
    const [debit] = await t.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `message:${data.userMessage.id}`));
    expect(debit).toMatchObject({ amount: -1, reason: 'message', balanceAfter: before - 1 });
    const listed = (await as(user)({ method: 'GET', url: `/api/v1/chats/${id}/messages` })).json();
    expect(listed.data.map((m: { id: number }) => m.id)).toEqual([data.userMessage.id, data.reply.id]);
    expect(listed.activeReplyId).toBeNull();
  });

  it('refuses empty and whitespace-only messages with 400, storing and charging nothing', async () => {
    const id = await createChat(t.app, user);
    const before = (await as(user)({ method: 'GET', url: '/api/v1/credits' })).json().credits;
    for (const message of ['', '   \n\t ']) {
      const response = await as(user)({
        method: 'POST',
        url: `/api/v1/chats/${id}/messages`,
        payload: { message },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Message cannot be empty');
    }
    const missing = await as(user)({ method: 'POST', url: `/api/v1/chats/${id}/messages`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(await t.db.select().from(messages).where(eq(messages.chatId, id))).toEqual([]);
    expect((await as(user)({ method: 'GET', url: '/api/v1/credits' })).json().credits).toBe(before);
  });
});

describe('DELETE /chats/{id}', () => {
  it('deletes the chat and its messages', async () => {
    const id = await createChat(t.app, user);
    await as(user)({ method: 'POST', url: `/api/v1/chats/${id}/messages`, payload: { message: 'Hello?' } });
    const response = await as(user)({ method: 'DELETE', url: `/api/v1/chats/${id}` });
    expect(response.json()).toEqual({ success: true, message: 'Your chat has been successfully deleted.' });
    expect((await as(user)({ method: 'GET', url: `/api/v1/chats/${id}` })).statusCode).toBe(404);
    expect(await t.db.select().from(messages).where(eq(messages.chatId, id))).toEqual([]);
  });
});

describe('another user’s chat', () => {
  it('answers 404 on every chat route and changes nothing', async () => {
    const id = await createChat(t.app, other);
    await as(other)({ method: 'POST', url: `/api/v1/chats/${id}/messages`, payload: { message: 'Mine' } });
    const routes = [
      { method: 'GET' as const, url: `/api/v1/chats/${id}` },
      { method: 'GET' as const, url: `/api/v1/chats/${id}/messages` },
      { method: 'GET' as const, url: `/api/v1/chats/${id}/initial-message` },
      { method: 'GET' as const, url: `/api/v1/chats/${id}/stream` },
      { method: 'POST' as const, url: `/api/v1/chats/${id}/messages`, payload: { message: 'Not mine' } },
      {
        method: 'POST' as const,
        url: `/api/v1/chats/${id}/messages`,
        payload: { message: 'Not mine' },
        headers: { accept: 'text/event-stream' },
      },
      { method: 'POST' as const, url: `/api/v1/chats/${id}/stop` },
      { method: 'PUT' as const, url: `/api/v1/chats/${id}`, payload: { title: 'Taken' } },
      { method: 'DELETE' as const, url: `/api/v1/chats/${id}` },
    ];
    for (const route of routes) {
      const response = await as(user)(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Chat not found' });
    }
    const history = (await as(user)({ method: 'GET', url: '/api/v1/chats/history?q=Mine' })).json().data;
    expect(history.map((c: { id: number }) => c.id)).not.toContain(id);
    const theirs = (await as(other)({ method: 'GET', url: `/api/v1/chats/${id}/messages` })).json().data;
    expect(theirs).toHaveLength(2);
    expect((await as(other)({ method: 'GET', url: `/api/v1/chats/${id}` })).json().data.title).toBe(
      'Getting my deposit back',
    );
  });

  it('answers 401 to visitors', async () => {
    expect((await as(null)({ method: 'GET', url: '/api/v1/chats' })).statusCode).toBe(401);
    expect((await as(null)({ method: 'GET', url: '/api/v1/chats/1/initial-message' })).statusCode).toBe(401);
  });
});
