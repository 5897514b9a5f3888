import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@amicus/contract/common/ids';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { analyzeTrialRequest } from '../../test/trial-requests';

/**
 * Numbers a client can send that the database cannot hold, or that are not ids at all: every one is a 400 that
 * says what is wrong, never a database error (500), and nothing is stored.
 */
let t: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpAndLogin(t.app);
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

const PAST_MAX = MAX_ID + 1;
const chatBody = (categoryId: unknown, questionId: unknown = 'custom') => ({
  categoryId,
  questionResponses: [{ questionId, question: 'My landlord kept my deposit' }],
  legalQuestionnaire: { country: 'Canada', state: 'Ontario', role: 'plaintiff', description: 'The deposit.' },
});
const questionBody = (categoryId: unknown) => ({ title: 'A title', content: 'A question?', categoryId });

async function count(url: string, session: Session) {
  const response = await asUser(t.app, session)({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return (response.json().data as unknown[]).length;
}

describe('ids in bodies and queries', () => {
  it.each([PAST_MAX, 99_999_999_999, true, [2], 1.5, 0, -3, '2x'])(
    'POST /chats with categoryId %j: 400 "Please select a category", no chat',
    async (categoryId) => {
      const before = await count('/api/v1/chats', user);
      const response = await asUser(
        t.app,
        user,
      )({
        method: 'POST',
        url: '/api/v1/chats',
        payload: chatBody(categoryId),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please select a category');
      expect(await count('/api/v1/chats', user)).toBe(before);
    },
  );

  it('POST /chats takes a category id as digits, as forms send it', async () => {
    const response = await asUser(
      t.app,
      user,
    )({ method: 'POST', url: '/api/v1/chats', payload: chatBody('2') });
    expect(response.statusCode).toBe(201);
  });

  it.each([PAST_MAX, true, 'abc'])(
    'POST /chats with questionId %j: 400 naming questionId',
    async (questionId) => {
      const response = await asUser(
        t.app,
        user,
      )({
        method: 'POST',
        url: '/api/v1/chats',
        payload: chatBody(2, questionId),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("questionId must be 'custom' or a question's id");
    },
  );

  it.each([PAST_MAX, true, [1]])(
    'POST /questions with categoryId %j: 400, nothing stored',
    async (categoryId) => {
      const before = await count('/api/v1/questions', admin);
      const response = await asUser(
        t.app,
        admin,
      )({
        method: 'POST',
        url: '/api/v1/questions',
        payload: questionBody(categoryId),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please select a category');
      expect(await count('/api/v1/questions', admin)).toBe(before);
    },
  );

  it.each([
    [String(PAST_MAX), `categoryId must be at most ${MAX_ID}`],
    ['0', 'categoryId must be at least 1'],
    ['-3', 'categoryId must be a number'],
    ['two', 'categoryId must be a number'],
  ])('GET /questions?categoryId=%s: 400 "%s"', async (categoryId, message) => {
    const response = await asUser(
      t.app,
      user,
    )({ method: 'GET', url: `/api/v1/questions?categoryId=${categoryId}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('POST /payment/process and POST /subscription/sub with a plan id past the largest: 400 naming planId', async () => {
    const purchase = await asUser(
      t.app,
      user,
    )({
      method: 'POST',
      url: '/api/v1/payment/process',
      payload: {
        sourceId: 'cnon:card-nonce-ok',
        amount: 999,
        currency: 'USD',
        creditAmount: 100,
        planId: PAST_MAX,
      },
    });
    expect(purchase.statusCode).toBe(400);
    expect(purchase.json().message).toBe(`planId must be at most ${MAX_ID}`);
    const direct = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/subscription/sub',
      payload: { userId: user.user.id, planId: true },
    });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe('planId must be a number');
  });

  it('POST /trials/analyze with a trial id past the largest: 400 "Trial ID is missing"', async () => {
    const response = await analyzeTrialRequest(t.app, user, String(PAST_MAX));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Trial ID is missing');
  });
});

describe('limits and signs', () => {
  it('names the limit a value passes, not a missing field', async () => {
    const created = await asUser(t.app, user)({ method: 'POST', url: '/api/v1/chats', payload: chatBody(2) });
    const renamed = await asUser(
      t.app,
      user,
    )({
      method: 'PUT',
      url: `/api/v1/chats/${created.json().data.id}`,
      payload: { title: 'x'.repeat(201) },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('Title must be at most 200 characters');
    const negative = await asUser(
      t.app,
      user,
    )({
      method: 'POST',
      url: '/api/v1/payment/process',
      payload: { sourceId: 'cnon:card-nonce-ok', amount: -1, currency: 'USD', creditAmount: 100, planId: 2 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('amount cannot be negative');
  });

  it('answers a page far past the end with an empty page, not an error', async () => {
    const response = await asUser(
      t.app,
      user,
    )({
      method: 'GET',
      url: `/api/v1/chats?page=${Number.MAX_SAFE_INTEGER}&limit=100`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });
});

describe('payments', () => {
  const body = { sourceId: 'cnon:card-nonce-ok', amount: 999, currency: 'USD', creditAmount: 100, planId: 2 };
  const pay = (changes: Record<string, unknown>) =>
    asUser(t.app, user)({ method: 'POST', url: '/api/v1/payment/process', payload: { ...body, ...changes } });

  it('says a value of the wrong type is not a number, and refuses a saved card id past the largest', async () => {
    expect((await pay({ amount: true })).json().message).toBe('amount must be a number');
    expect((await pay({ creditAmount: undefined })).json().message).toBe('creditAmount is required');
    expect((await pay({ sourceId: `saved-card:${PAST_MAX}` })).statusCode).toBe(400);
  });
});
