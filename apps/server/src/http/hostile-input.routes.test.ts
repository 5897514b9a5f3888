import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * Every route of the API, from the app's own route inventory, is sent input no client of ours sends: ids that
 * are not ids or are past the database's range, bodies of the wrong shape, numbers no column holds, NUL
 * characters, very long text and query parameters of the wrong kind. Whatever the route makes of it, it must
 * answer as the error model says (a 4xx with a message), never a 500: a 500 here is a database error or a
 * crash reached by input.
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
            });
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
