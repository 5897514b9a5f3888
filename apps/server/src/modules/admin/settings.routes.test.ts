import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, categories, users } from '../../db/schema/index';
import { BUILT_IN_SYSTEM_PROMPT } from '../../domain/settings/default-system-prompt';
import { createAccount, signIn } from '../../../test/admin-fixtures';
import {
  asUser,
  createTestApp,
  loginAdmin,
  newUserBody,
  type Session,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
let admin: Session;
let asAdmin: ReturnType<typeof asUser>;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_CREDITS: '10', CREDITS_PER_MESSAGE: '1' } });
  admin = await loginAdmin(t.app);
  asAdmin = asUser(t.app, admin);
});
afterAll(() => t.close());

const put = (payload: Record<string, unknown>) =>
  asAdmin({ method: 'PUT', url: '/api/v1/admin/settings', payload });
const current = async () => (await asAdmin({ method: 'GET', url: '/api/v1/admin/settings' })).json();

describe('GET /admin/settings', () => {
  it('answers the environment defaults until an admin changes them, with the models offered', async () => {
    const body = await current();
    expect(body.settings).toEqual({
      defaultModel: 'offline:amicus-offline',
      defaultSystemPrompt: BUILT_IN_SYSTEM_PROMPT,
      signupCredits: 10,
      creditsPerMessage: 1,
    });
    expect(body.defaults).toEqual(body.settings);
    const offline = body.models.find((m: { id: string }) => m.id === 'offline:amicus-offline');
    expect(offline.available).toBe(true);
    // No server key: hosted models cannot be the server default.
    expect(body.models.find((m: { id: string }) => m.id === 'openai:gpt-4o-mini').available).toBe(false);
  });
});

describe('PUT /admin/settings', () => {
  it('changes the sign-up credits new accounts receive', async () => {
    const response = await put({ ...(await current()).settings, signupCredits: 42 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Settings saved', settings: { signupCredits: 42 } });

    const body = newUserBody();
    const signup = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
    expect(signup.json().data.credits).toBe(42);
    const made = await createAccount(t.app, admin);
    const [row] = await t.db.select().from(users).where(eq(users.id, made.id));
    expect(row!.credits).toBe(42);
  });

  it('changes what one chat message costs', async () => {
    await put({ ...(await current()).settings, creditsPerMessage: 3 });
    const account = await createAccount(t.app, admin);
    const session = await signIn(t.app, account);
    const as = asUser(t.app, session);
    const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
    const chat = await as({
      method: 'POST',
      url: '/api/v1/chats',
      payload: {
        categoryId: category!.id,
        questionResponses: [{ questionId: 'custom', question: 'My deposit was kept' }],
        legalQuestionnaire: {
          country: 'Canada',
          state: 'Ontario',
          role: 'plaintiff',
          description: 'Deposit',
        },
      },
    });
    expect(chat.statusCode).toBe(201);
    const before = (await as({ method: 'GET', url: '/api/v1/credits' })).json().credits;
    const sent = await as({
      method: 'POST',
      url: `/api/v1/chats/${chat.json().data.id}/messages`,
      payload: { message: 'What should I do first?' },
    });
    expect(sent.statusCode).toBe(200);
    const after = (await as({ method: 'GET', url: '/api/v1/credits' })).json().credits;
    expect(before - after).toBe(3);
  });

  it('stores the default prompt; an empty or unchanged built-in prompt follows the built-in one', async () => {
    await put({ ...(await current()).settings, defaultSystemPrompt: 'Answer like a careful paralegal.' });
    expect((await current()).settings.defaultSystemPrompt).toBe('Answer like a careful paralegal.');
    const [stored] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'defaultSystemPrompt'));
    expect(stored!.value).toBe('Answer like a careful paralegal.');
    await put({ ...(await current()).settings, defaultSystemPrompt: '   ' });
    expect((await current()).settings.defaultSystemPrompt).toBe(BUILT_IN_SYSTEM_PROMPT);
    const rows = await t.db.select().from(appSettings).where(eq(appSettings.key, 'defaultSystemPrompt'));
    expect(rows).toHaveLength(0);
    // Saving the built-in text unchanged keeps following the built-in prompt: nothing is stored.
    await put({ ...(await current()).settings });
    const still = await t.db.select().from(appSettings).where(eq(appSettings.key, 'defaultSystemPrompt'));
    expect(still).toHaveLength(0);
  });

  it('refuses a model the server does not offer or cannot run, and bad numbers, changing nothing', async () => {
    const before = (await current()).settings;
    const cases: [Record<string, unknown>, string][] = [
      [{ defaultModel: 'openai:made-up' }, 'This model is not offered by the server'],
      [
        { defaultModel: 'openai:gpt-4o-mini' },
        'The server has no API key for openai. Set LLM_PROVIDER and LLM_API_KEY, or choose another model.',
      ],
      [{ signupCredits: -1 }, 'Sign-up credits cannot be negative'],
      [{ creditsPerMessage: 1.5 }, 'Credits per message must be a whole number'],
      [{ defaultModel: '' }, 'Please select a default model'],
    ];
    for (const [override, message] of cases) {
      const response = await put({ ...before, ...override });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await current()).settings).toEqual(before);
  });

  it('lets the server default be a hosted model when the server holds its key', async () => {
    const keyed = await createTestApp({ env: { LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-test-key-0000' } });
    try {
      const session = await loginAdmin(keyed.app);
      const as = asUser(keyed.app, session);
      const settings = (await as({ method: 'GET', url: '/api/v1/admin/settings' })).json();
      expect(settings.settings.defaultModel).toBe('openai:gpt-4o-mini');
      const response = await as({
        method: 'PUT',
        url: '/api/v1/admin/settings',
        payload: { ...settings.settings, defaultModel: 'openai:gpt-4o' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('sk-test-key-0000');
      const [stored] = await keyed.db.select().from(appSettings).where(eq(appSettings.key, 'defaultModel'));
      expect(stored!.value).toBe('openai:gpt-4o');
    } finally {
      await keyed.close();
    }
  });
});
