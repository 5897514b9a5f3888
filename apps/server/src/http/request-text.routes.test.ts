import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialMessages } from '@amicus/contract/trials/messages';
import { trialFiles } from '../db/schema/index';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { CASE, submitTrialMultipart } from '../../test/trial-requests';
import { tooDeeplyNestedMessage } from './request-text';

/**
 * Text PostgreSQL cannot store (U+0000) is refused with a 400 naming the field, wherever it comes in, and
 * nothing is stored; a JSON request without a body is a request without a body; a multipart form the parser
 * cannot read is a 400.
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

const categoryCount = async () =>
  (await asUser(t.app, admin)({ method: 'GET', url: '/api/v1/categories' })).json().pagination.total;

describe('NUL characters', () => {
  it('in a JSON body: 400 naming the field, nothing stored', async () => {
    const before = await categoryCount();
    const response = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/categories',
      payload: { name: 'Tax\u0000Law', description: 'Taxes.' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('name cannot contain a NUL character');
    expect(await categoryCount()).toBe(before);
  });

  it('nested in a list, and before signing in', async () => {
    const plan = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/subscription',
      payload: { name: 'Nul', price: 100, creditAmount: 1, interval: 'month', features: ['ok', 'a\u0000b'] },
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().message).toBe('features.1 cannot contain a NUL character');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'al\u0000ice', password: 'whatever' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('username cannot contain a NUL character');
  });

  it('in a query', async () => {
    const response = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/chats/history?q=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('q cannot contain a NUL character');
  });

  it('in a multipart field: 400, no trial', async () => {
    const before = (await asUser(t.app, user)({ method: 'GET', url: '/api/v1/trials/user' })).json().trials
      .length;
    const response = await submitTrialMultipart(t.app, user, { ...CASE, state: 'Cali\u0000fornia' }, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('state cannot contain a NUL character');
    const after = (await asUser(t.app, user)({ method: 'GET', url: '/api/v1/trials/user' })).json().trials
      .length;
    expect(after).toBe(before);
  });

  it('in an uploaded text file, past the part its type is read from: left out of the stored text', async () => {
    const bytes = Buffer.concat([
      Buffer.from('a'.repeat(70_000)),
      Buffer.from([0]),
      Buffer.from(' and the tail of the evidence'),
    ]);
    const response = await submitTrialMultipart(t.app, user, CASE, [
      { name: 'evidence.txt', bytes, type: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(201);
    const [file] = await t.db
      .select({ text: trialFiles.extractedText })
      .from(trialFiles)
      .where(eq(trialFiles.trialId, response.json().trialId));
    expect(file!.text).not.toContain('\u0000');
    expect(file!.text!.endsWith('a and the tail of the evidence')).toBe(true);
  });
});

describe('bodies the parsers meet', () => {
  it('a JSON request with an empty body has no body: logout still ends the session', async () => {
    const session = await signUpAndLogin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    const after = await asUser(t.app, session)({ method: 'GET', url: '/api/v1/credits' });
    expect(after.statusCode).toBe(401);
    // A route that needs a body still says so.
    const noBody = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/categories',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('Request body is required');
  });

  it('JSON nested 100,000 levels deep: 400 before it is parsed, nothing stored, the server goes on', async () => {
    const before = await categoryCount();
    const deep = '{"name":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}';
    const response = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/categories',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: tooDeeplyNestedMessage });
    expect(await categoryCount()).toBe(before);
    // Brackets inside text are text, and ordinary nesting is read as ever.
    const bracketed = await asUser(
      t.app,
      admin,
    )({
      method: 'POST',
      url: '/api/v1/categories',
      payload: { name: `Brackets ${'['.repeat(100)}`, description: 'x' },
    });
    expect(bracketed.statusCode).not.toBe(500);
    expect(bracketed.json().message).not.toBe(tooDeeplyNestedMessage);
  });

  it('a multipart body without a boundary, or cut short: 400, no trial', async () => {
    const before = (await asUser(t.app, user)({ method: 'GET', url: '/api/v1/trials/user' })).json().trials
      .length;
    for (const [contentType, payload] of [
      ['multipart/form-data', 'caseDescription=x'],
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="caseDescription"\r\n\r\nMy ca',
      ],
    ]) {
      const response = await asUser(
        t.app,
        user,
      )({
        method: 'POST',
        url: '/api/v1/trials',
        headers: { 'content-type': contentType! },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(trialMessages.uploadUnreadable);
    }
    const after = (await asUser(t.app, user)({ method: 'GET', url: '/api/v1/trials/user' })).json().trials
      .length;
    expect(after).toBe(before);
  });
});
