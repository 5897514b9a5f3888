import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index';
import { createAccount, signIn } from '../../../test/admin-fixtures';
import {
  asUser,
  createTestApp,
  loginAdmin,
  newUserBody,
  type Session,
  type TestApp,
} from '../../../test/test-app';
import { API_PREFIX } from '../../http/api-prefix';

/**
 * The authorisation matrix. Its rows are every route whose onRequest guard is requireAdmin, read from the app's
 * route inventory: a route missing from `calls` fails the test, as does a call whose route does not exist.
 * Each call carries a valid request, made as anonymous (401), as a user (403) and as an admin (its expected
 * answer, never 401/403). The guard answers before the body is validated, so an empty body gets the same
 * 401 and 403: nobody learns a route's schema without the right to call it.
 */
type Call = { url: string; payload?: Record<string, unknown>; admin: number };

const MISSING = 999_999;
let categoryId = 0;

const calls = (): Record<string, Call> => ({
  // Users (this module)
  'GET /users': { url: '/users', admin: 200 },
  'GET /users/:id': { url: `/users/${MISSING}`, admin: 404 },
  'POST /users': { url: '/users', payload: { ...newUserBody() }, admin: 201 },
  'PUT /users/:id': {
    url: `/users/${MISSING}`,
    payload: { ...newUserBody(), role: 'user', isActive: true, password: undefined },
    admin: 404,
  },
  'DELETE /users/:id': { url: `/users/${MISSING}`, admin: 404 },
  'POST /users/:id/credits': { url: `/users/${MISSING}/credits`, payload: { amount: 5 }, admin: 404 },
  // Admin area (this module)
  'GET /admin/stats': { url: '/admin/stats', admin: 200 },
  'GET /admin/chats/users': { url: '/admin/chats/users?page=1&limit=10', admin: 200 },
  'GET /admin/chats/users/:userId/chats': { url: `/admin/chats/users/${MISSING}/chats`, admin: 404 },
  'GET /admin/chats/:chatId/messages': { url: `/admin/chats/${MISSING}/messages`, admin: 404 },
  'GET /admin/settings': { url: '/admin/settings', admin: 200 },
  'PUT /admin/settings': {
    url: '/admin/settings',
    payload: {
      defaultModel: 'offline:amicus-offline',
      defaultSystemPrompt: '',
      signupCredits: 10,
      creditsPerMessage: 1,
    },
    admin: 200,
  },
  'GET /admin/audit-log': { url: '/admin/audit-log', admin: 200 },
  // Legal library (library issue): an import without a file is refused after the guard.
  'POST /admin/library/imports': {
    url: '/admin/library/imports',
    payload: { jurisdiction: 'US-DC' },
    admin: 400,
  },
  'GET /admin/library/imports': { url: '/admin/library/imports', admin: 200 },
  'GET /admin/library/imports/:id': { url: `/admin/library/imports/${MISSING}`, admin: 404 },
  'GET /admin/library/imports/:id/events': { url: `/admin/library/imports/${MISSING}/events`, admin: 404 },
  'GET /admin/library/embeddings': { url: '/admin/library/embeddings', admin: 200 },
  'GET /admin/library/sources': { url: '/admin/library/sources', admin: 200 },
  'PATCH /admin/library/sources/:id': {
    url: `/admin/library/sources/${MISSING}`,
    payload: { enabled: false },
    admin: 404,
  },
  'DELETE /admin/library/sources/:id': { url: `/admin/library/sources/${MISSING}`, admin: 404 },
  // The problem index: a problem without its fields is refused after the guard.
  'GET /admin/library/problems': { url: '/admin/library/problems?jurisdiction=US-DC', admin: 200 },
  'POST /admin/library/problems': { url: '/admin/library/problems', payload: {}, admin: 400 },
  'PATCH /admin/library/problems/:id': {
    url: `/admin/library/problems/${MISSING}`,
    payload: { title: 'Matrix problem' },
    admin: 400,
  },
  'POST /admin/library/problems/:id/confirm': {
    url: `/admin/library/problems/${MISSING}/confirm`,
    admin: 404,
  },
  // Catalogue (chat issue)
  'POST /categories': {
    url: '/categories',
    payload: { name: 'Matrix area', description: 'Made by the matrix', isActive: true },
    admin: 201,
  },
  'PUT /categories/:id': {
    url: `/categories/${MISSING}`,
    payload: { name: 'Matrix area', description: 'Edited', isActive: true },
    admin: 404,
  },
  'DELETE /categories/:id': { url: `/categories/${MISSING}`, admin: 404 },
  'POST /questions': {
    url: '/questions',
    payload: { title: 'Matrix question', content: 'Content', categoryId, isActive: true },
    admin: 201,
  },
  'PUT /questions/:id': {
    url: `/questions/${MISSING}`,
    payload: { title: 'Matrix question', content: 'Content', categoryId, isActive: true },
    admin: 404,
  },
  'DELETE /questions/:id': { url: `/questions/${MISSING}`, admin: 404 },
  // Plans and subscriptions (payments issue)
  'POST /subscription': {
    url: '/subscription',
    payload: { name: 'Matrix plan', price: 500, creditAmount: 50, interval: 'month', features: ['One'] },
    admin: 201,
  },
  'PUT /subscription/:id': { url: `/subscription/${MISSING}`, payload: { name: 'Renamed' }, admin: 404 },
  'DELETE /subscription/:id': { url: `/subscription/${MISSING}`, admin: 404 },
  'GET /subscription/all': { url: '/subscription/all', admin: 200 },
  // GET /subscription/subscriptions/:id is requireUser (a user reads their own; an admin anyone's): not here.
  // Mock trials (trials issue)
  'GET /trials/admin/all': { url: '/trials/admin/all', admin: 200 },
  // Document templates (documents issue)
  'GET /admin/document-templates': { url: '/admin/document-templates', admin: 200 },
  'PATCH /admin/document-templates/:slug': {
    url: '/admin/document-templates/no-such-template',
    payload: { enabled: false },
    admin: 404,
  },
});

let t: TestApp;
let admin: Session;
let user: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
  user = await signIn(t.app, await createAccount(t.app, admin));
  const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
  categoryId = category!.id;
});
afterAll(() => t.close());

const adminRouteKeys = () =>
  t.app.routeInventory
    .filter((r) => r.guard === 'admin')
    .map((r) => `${r.method} ${r.url.slice(API_PREFIX.length)}`)
    .sort();

describe('admin routes', () => {
  it('every admin route has a call in the matrix, and every call has its admin route', () => {
    const registered = adminRouteKeys();
    const listed = Object.keys(calls()).sort();
    expect(
      registered.filter((key) => !listed.includes(key)),
      'admin routes missing from the matrix',
    ).toEqual([]);
    expect(
      listed.filter((key) => !registered.includes(key)),
      'matrix calls with no admin route',
    ).toEqual([]);
  });

  it('the inventory sees the guards (a sanity check of the list the matrix walks)', () => {
    const guardOf = (method: string, url: string) =>
      t.app.routeInventory.find((r) => r.method === method && r.url === `${API_PREFIX}${url}`)?.guard;
    expect(guardOf('GET', '/admin/stats')).toBe('admin');
    expect(guardOf('GET', '/auth/profile')).toBe('user');
    expect(guardOf('POST', '/auth/login')).toBe('none');
  });

  for (const [key, call] of Object.entries(calls())) {
    const [method] = key.split(' ') as [InjectOptions['method']];
    it(`${key}: anonymous 401, user 403, admin ${call.admin}`, async () => {
      const fresh = calls()[key]!;
      const request = (session: Session | null) =>
        asUser(t.app, session)({ method, url: `${API_PREFIX}${fresh.url}`, payload: fresh.payload });
      expect((await request(null)).statusCode).toBe(401);
      if (fresh.payload) {
        const empty = (session: Session | null) =>
          asUser(t.app, session)({ method, url: `${API_PREFIX}${fresh.url}`, payload: {} });
        expect((await empty(null)).statusCode).toBe(401);
        expect((await empty(user)).statusCode).toBe(403);
      }
      const asPlainUser = await request(user);
      expect(asPlainUser.statusCode).toBe(403);
      expect(asPlainUser.json().message).toBe('Access denied. Only administrators can access this area.');
      const asAdmin = await request(admin);
      expect(asAdmin.statusCode, asAdmin.body).toBe(fresh.admin);
    });
  }
});
