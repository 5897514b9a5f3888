import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NONCE_OK } from '@amicus/contract/payments/schemas';
import { API_PREFIX } from './api-prefix';
import { createChat } from '../../test/chat-fixtures';
import {
  asUser,
  createTestApp,
  loginAdmin,
  newUserBody,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * Input no client of ours sends, and a 500 it must never cause (a 500 here is a database error or a crash
 * reached by input; the error model wants a 4xx with a message):
 * - every route of the app's own route inventory gets ids that are not ids or are past the database's range,
 *   bodies of the wrong shape, and query parameters of the wrong kind, one at a time;
 * - every write route gets a request it accepts with one field replaced at a time: numbers no column holds,
 *   wrong types, very long text, NUL characters.
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

const huge = 99_999_999_999;
/** Field names our payloads use, each given a value its schema must refuse or bound. */
const hostileFields = {
  id: huge,
  userId: huge,
  planId: huge,
  categoryId: huge,
  trialId: huge,
  chatId: huge,
  questionId: huge,
  amount: -huge,
  price: huge,
  creditAmount: huge,
  credits: huge,
  signupCredits: huge,
  creditsPerMessage: huge,
  page: 1e300,
  limit: -1,
  name: 'x'.repeat(100_000),
  title: true,
  description: ['a'],
  content: { nested: 'object' },
  message: '\u0000',
  email: 'a@b.c\u0000',
  username: 1,
  password: null,
  features: [{}],
  interval: 'fortnight',
  role: 'owner',
  isActive: 'yes',
  sourceId: `saved-card:${huge}`,
  idempotencyKey: '!'.repeat(10),
  questionResponses: [{ questionId: huge, question: 7 }],
  legalQuestionnaire: 'none',
  refreshToken: 12,
  token: {},
  model: '\u0000',
  apiKey: 42,
  systemPrompt: [],
  defaultModel: huge,
};
const bodies: unknown[] = [hostileFields, [hostileFields], 'plain text', 0];
const pathValues = [String(huge), '0', 'not-an-id', '1'];
/** One query parameter at a time, so each reaches the route with the others absent (not refused first). */
const queries = [
  '',
  '?page=1e300',
  `?page=${Number.MAX_SAFE_INTEGER}&limit=100`,
  '?limit=abc',
  '?q=%00',
  '?q=%25%5F%5C',
  `?categoryId=${huge}`,
  '?status=ANY',
  '?entityType=%00&entityId=%00',
  `?trialId=${huge}`,
];

const withPath = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

describe('hostile input on every route', () => {
  it('never answers 500', async () => {
    const failures: string[] = [];
    const routes = t.app.routeInventory.filter((r) => r.url.startsWith(API_PREFIX));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const session = route.guard === 'admin' ? admin : route.guard === 'user' ? user : null;
      const values = route.url.includes(':') ? pathValues : [''];
      const payloads = ['GET', 'DELETE'].includes(route.method) ? [undefined] : bodies;
      const stream = route.url.endsWith('/events');
      for (const value of values) {
        for (const search of route.method === 'GET' ? queries : ['']) {
          for (const payload of payloads) {
            const url = `${withPath(route.url, value)}${search}`;
            const response = await asUser(
              t.app,
              session,
            )({
              method: route.method as 'GET',
              url,
              ...(payload === undefined ? {} : { payload: payload as object }),
              // A job's event stream (an id the user owns) is answered at its headers: inject would wait for
              // an end that a stream through it does not report.
              ...(stream ? { payloadAsStream: true } : {}),
            });
            if (stream) response.stream().destroy();
            if (response.statusCode >= 500) {
              failures.push(
                `${route.method} ${url} ${JSON.stringify(payload)?.slice(0, 60)} → ${response.statusCode}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** Values put, one at a time, in place of one field of a request the route accepts. */
const replacements: unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  1e300,
  -1,
  1.5,
  true,
  [],
  {},
  null,
  '',
  '9'.repeat(30),
  'x'.repeat(100_000),
  'a\u0000b',
];

type WriteCall = { method: 'POST' | 'PUT'; url: string; body: Record<string, unknown>; as: () => Session };

/** A request each write route accepts, so that a replaced field is the only thing wrong with it. */
async function writeCalls(): Promise<WriteCall[]> {
  const chatId = await createChat(t.app, user);
  const asAdmin = () => admin;
  const asPlain = () => user;
  return [
    { method: 'POST', url: '/users', body: { ...newUserBody(), role: 'user', isActive: true }, as: asAdmin },
    {
      method: 'PUT',
      url: `/users/${user.user.id}`,
      body: {
        name: 'Fuzz',
        email: user.user.email,
        username: user.user.username,
        role: 'user',
        isActive: true,
      },
      as: asAdmin,
    },
    {
      method: 'POST',
      url: `/users/${user.user.id}/credits`,
      body: { amount: 5, note: 'goodwill' },
      as: asAdmin,
    },
    {
      method: 'PUT',
      url: '/admin/settings',
      body: {
        defaultModel: 'offline:amicus-offline',
        defaultSystemPrompt: '',
        signupCredits: 10,
        creditsPerMessage: 1,
      },
      as: asAdmin,
    },
    {
      method: 'POST',
      url: '/categories',
      body: { name: 'Fuzz area', description: 'Made by the sweep', isActive: true },
      as: asAdmin,
    },
    {
      method: 'PUT',
      url: '/categories/2',
      body: { name: 'Housing & Tenancy', description: 'Deposits and repairs.', isActive: true },
      as: asAdmin,
    },
    {
      method: 'POST',
      url: '/questions',
      body: { title: 'Fuzz', content: 'A question?', categoryId: 2, isActive: true },
      as: asAdmin,
    },
    {
      method: 'PUT',
      url: '/questions/1',
      body: { title: 'Fuzz', content: 'A question?', categoryId: 2, isActive: true },
      as: asAdmin,
    },
    {
      method: 'POST',
      url: '/subscription',
      body: {
        name: 'Fuzz plan',
        description: 'd',
        price: 500,
        creditAmount: 50,
        interval: 'month',
        features: ['One'],
      },
      as: asAdmin,
    },
    {
      method: 'PUT',
      url: '/subscription/1',
      body: { name: 'Basic', price: 999, creditAmount: 100, interval: 'month', features: ['One'] },
      as: asAdmin,
    },
    { method: 'POST', url: '/subscription/sub', body: { userId: user.user.id, planId: 1 }, as: asAdmin },
    {
      method: 'POST',
      url: '/chats',
      body: {
        categoryId: 2,
        questionResponses: [{ questionId: 'custom', question: 'My deposit' }],
        legalQuestionnaire: {
          country: 'Canada',
          state: 'Ontario',
          role: 'plaintiff',
          description: 'The deposit.',
        },
      },
      as: asPlain,
    },
    { method: 'PUT', url: `/chats/${chatId}`, body: { title: 'Renamed' }, as: asPlain },
    {
      method: 'POST',
      url: '/settings/update',
      body: { model: 'offline:amicus-offline', apiKey: 'k', systemPrompt: 'p' },
      as: asPlain,
    },
    {
      method: 'PUT',
      url: '/auth/profile',
      body: { name: 'Fuzz User', email: user.user.email, username: user.user.username },
      as: asPlain,
    },
    {
      method: 'POST',
      url: '/trials',
      body: {
        caseDescription: 'My landlord kept my deposit.',
        role: 'plaintiff',
        country: 'Canada',
        state: 'Ontario',
      },
      as: asPlain,
    },
    {
      method: 'POST',
      url: '/payment',
      body: {
        sourceId: SANDBOX_NONCE_OK,
        cardholderName: 'Fuzz',
        expiryMonth: '12',
        expiryYear: '34',
        billingAddress: '1 Main St',
      },
      as: asPlain,
    },
    {
      method: 'POST',
      url: '/payment/process',
      body: { sourceId: SANDBOX_NONCE_OK, amount: 999, currency: 'USD', creditAmount: 100, planId: 1 },
      as: asPlain,
    },
    { method: 'POST', url: '/auth/forgot-password', body: { email: 'nobody@example.com' }, as: asPlain },
  ];
}

describe('hostile values inside requests a route accepts', () => {
  it('never answer 500, one field at a time', async () => {
    const failures: string[] = [];
    for (const call of await writeCalls()) {
      for (const field of Object.keys(call.body)) {
        for (const value of replacements) {
          const response = await asUser(
            t.app,
            call.as(),
          )({
            method: call.method,
            url: `${API_PREFIX}${call.url}`,
            payload: { ...call.body, [field]: value },
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${call.method} ${call.url} ${field}=${JSON.stringify(value).slice(0, 20)} → ${response.statusCode}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
