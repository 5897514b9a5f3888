import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, llmSettings } from '../../db/schema/index';
import { decryptSecret, deriveKeys } from '../../lib/secrets';
import { createChat } from '../../../test/chat-fixtures';
import { listen, openStream } from '../../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai-server';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../../test/test-app';
import { BUILT_IN_SYSTEM_PROMPT } from '../../domain/settings/default-system-prompt';

const SERVER_KEY = 'server-key-2b8e61c0d9f4a7';
const USER_KEY = 'user-key-9c4d0e7a1f3b62';

let fake: FakeOpenAi;
let t: TestApp;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: SERVER_KEY,
    },
  });
  base = await listen(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const as = (session: Session) => async (options: Parameters<ReturnType<typeof asUser>>[0]) => {
  const response = await asUser(t.app, session)(options);
  seen.push(response.body);
  return response;
};
const update = (session: Session, payload: Record<string, unknown>) =>
  as(session)({ method: 'POST', url: '/api/v1/settings/update', payload });
const storedRow = async (userId: number) =>
  (await t.db.select().from(llmSettings).where(eq(llmSettings.userId, userId)))[0];

describe('GET /settings', () => {
  it('answers the server default, no key, the built-in prompt and the models with their availability', async () => {
    const user = await signUpAndLogin(t.app);
    const response = await as(user)({ method: 'GET', url: '/api/v1/settings' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.settings).toEqual({
      model: 'openai-compatible:fake-model',
      apiKey: '',
      systemPrompt: BUILT_IN_SYSTEM_PROMPT,
    });
    const byId = Object.fromEntries(body.models.map((m: { id: string }) => [m.id, m]));
    expect(byId['offline:amicus-offline']).toMatchObject({ provider: 'offline', available: true });
    expect(byId['openai-compatible:fake-model']).toMatchObject({
      provider: 'openai-compatible',
      available: true,
    });
    // No OpenAI key on the server and none saved by the user.
    expect(byId['openai:gpt-4o-mini']).toMatchObject({ provider: 'openai', available: false });
  });

  it('answers the admin’s default system prompt when one is set', async () => {
    const user = await signUpAndLogin(t.app);
    await t.db.insert(appSettings).values({ key: 'defaultSystemPrompt', value: 'Be brief and kind.' });
    try {
      const body = (await as(user)({ method: 'GET', url: '/api/v1/settings' })).json();
      expect(body.settings.systemPrompt).toBe('Be brief and kind.');
    } finally {
      await t.db.delete(appSettings).where(eq(appSettings.key, 'defaultSystemPrompt'));
    }
  });
});

describe('POST /settings/update', () => {
  it('stores the key encrypted, answers only a mask of its first 4 characters, and keeps it when the mask is sent back', async () => {
    const user = await signUpAndLogin(t.app);
    const saved = await update(user, {
      model: 'openai:gpt-4o',
      apiKey: USER_KEY,
      systemPrompt: 'Answer in French.',
    });
    expect(saved.statusCode).toBe(200);
    const mask = saved.json().settings.apiKey;
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Settings saved',
      settings: { model: 'openai:gpt-4o', systemPrompt: 'Answer in French.' },
    });
    expect(mask.startsWith('user')).toBe(true);
    expect(mask).not.toContain(USER_KEY.slice(4, 8));

    const row = await storedRow(user.user.id);
    expect(row!.apiKeyEncrypted).not.toContain(USER_KEY);
    expect(row!.apiKeyEncrypted).toMatch(/^v1\./);
    expect(decryptSecret(deriveKeys(t.config.appSecret!).encryption, row!.apiKeyEncrypted!)).toBe(USER_KEY);

    const read = (await as(user)({ method: 'GET', url: '/api/v1/settings' })).json();
    expect(read.settings).toEqual({
      model: 'openai:gpt-4o',
      apiKey: mask,
      systemPrompt: 'Answer in French.',
    });
    expect(read.models.find((m: { id: string }) => m.id === 'anthropic:claude-haiku-4-5').available).toBe(
      true,
    );

    const resaved = await update(user, {
      model: 'openai:gpt-4o-mini',
      apiKey: mask,
      systemPrompt: 'Answer in Dutch.',
    });
    expect(resaved.json().settings.apiKey).toBe(mask);
    const after = await storedRow(user.user.id);
    expect(decryptSecret(deriveKeys(t.config.appSecret!).encryption, after!.apiKeyEncrypted!)).toBe(USER_KEY);
    expect(after).toMatchObject({ model: 'openai:gpt-4o-mini', systemPrompt: 'Answer in Dutch.' });
  });

  it('shows none of a short key: 4 characters would be most of it', async () => {
    const user = await signUpAndLogin(t.app);
    const saved = await update(user, { model: 'offline:amicus-offline', apiKey: 'sk-a', systemPrompt: 'p' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.apiKey).toMatch(/^•+$/);
    const read = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/settings' });
    expect(read.json().settings.apiKey).toBe(saved.json().settings.apiKey);
  });

  it('needs no key for the offline model, and keeps a saved key for later', async () => {
    const user = await signUpAndLogin(t.app);
    const offline = await update(user, { model: 'offline:amicus-offline', apiKey: '', systemPrompt: 'p' });
    expect(offline.statusCode).toBe(200);
    expect(offline.json().settings).toMatchObject({ model: 'offline:amicus-offline', apiKey: '' });
    expect((await storedRow(user.user.id))!.apiKeyEncrypted).toBeNull();

    const hosted = await update(user, { model: 'openai:gpt-4o', apiKey: USER_KEY, systemPrompt: 'p' });
    expect(hosted.statusCode).toBe(200);
    const back = await update(user, { model: 'offline:amicus-offline', apiKey: '', systemPrompt: 'p' });
    expect(back.json().settings.apiKey).toBe(hosted.json().settings.apiKey);
  });

  it('refuses an unknown model and missing fields with the spec’s messages, changing nothing', async () => {
    const user = await signUpAndLogin(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [
        { model: 'openai:gpt-99', apiKey: 'k', systemPrompt: 'p' },
        'Please select a model this server offers.',
      ],
      [{ model: 'nonsense', apiKey: 'k', systemPrompt: 'p' }, 'Please select a model this server offers.'],
      [{ model: ' ', apiKey: 'k', systemPrompt: 'p' }, 'Please select an LLM model.'],
      [{ model: 'openai:gpt-4o', apiKey: '  ', systemPrompt: 'p' }, 'API key is required'],
      [{ model: 'offline:amicus-offline', apiKey: 'k', systemPrompt: '' }, 'System prompt is required'],
      [{ model: 'x'.repeat(201), apiKey: 'k', systemPrompt: 'p' }, 'Model must be at most 200 characters'],
      [
        { model: 'offline:amicus-offline', apiKey: 'k'.repeat(501), systemPrompt: 'p' },
        'API key must be at most 500 characters',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await update(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await storedRow(user.user.id)).toBeUndefined();
  });
});

describe('the user’s own model and key', () => {
  it('are used for their chats; others get the server’s key and default prompt', async () => {
    const own = await signUpAndLogin(t.app);
    await update(own, {
      model: 'openai-compatible:fake-model',
      apiKey: USER_KEY,
      systemPrompt: 'Always cite the statute.',
    });
    const chatId = await createChat(t.app, own);
    await (
      await openStream(base, `/chats/${chatId}/initial-message`, { token: own.token })
    ).finished;
    const mine = fake.requests.at(-1)!;
    expect(mine.headers.authorization).toBe(`Bearer ${USER_KEY}`);
    expect(mine.prompt).toContain('Always cite the statute.');
    expect(mine.prompt).not.toContain('You are Amicus');

    const plain = await signUpAndLogin(t.app);
    const otherChat = await createChat(t.app, plain);
    await (
      await openStream(base, `/chats/${otherChat}/initial-message`, { token: plain.token })
    ).finished;
    const theirs = fake.requests.at(-1)!;
    expect(theirs.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    expect(theirs.prompt).toContain('You are Amicus');
  });

  it('never appear whole in an answer or a log line', () => {
    expect(seen.length).toBeGreaterThan(5);
    for (const body of seen) {
      expect(body).not.toContain(USER_KEY);
      expect(body).not.toContain(SERVER_KEY);
    }
    const logs = t.logs.join('');
    expect(logs).not.toContain(USER_KEY);
    expect(logs).not.toContain(SERVER_KEY);
  });
});
