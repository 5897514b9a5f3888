import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { createChat, numberedChunks } from '../../test/chat-fixtures';
import { listen, openStream, textOf } from '../../test/event-stream-client';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server';
import { startTcpRelay, type TcpRelay } from '../../test/tcp-relay';
import { createTestApp, newUserBody, signUpAndLogin, type TestApp } from '../../test/test-app';

// Redis is the real one at 127.0.0.1:6379, reached through a relay the test can cut.
let relay: TcpRelay | undefined;
let t: TestApp | undefined;
let fake: FakeOpenAi | undefined;
afterAll(async () => {
  await t?.close();
  await relay?.close();
  await fake?.close();
});

describe('Redis that does not answer', () => {
  it('at start: a configuration error naming REDIS_URL, not an unhandled retry error', async () => {
    const closed = await startTcpRelay(6379);
    await closed.close();
    const start = createTestApp({ env: { REDIS_URL: `redis://:secret@127.0.0.1:${closed.port}` } });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(`REDIS_URL: no Redis answers at 127.0.0.1:${closed.port}`);
    await expect(start).rejects.not.toThrow('secret');
  });

  it('later: sign-ins go on at once, and are still counted, in memory', async () => {
    relay = await startTcpRelay(6379);
    t = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${relay.port}` } });
    const account = newUserBody();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: account })).statusCode,
    ).toBe(201);
    relay.cut();

    const signIn = (password: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: account.username, password },
      });
    const started = Date.now();
    expect((await signIn(account.password)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    for (let i = 0; i < 10; i++) expect((await signIn('Wrong#Pass-1')).statusCode).toBe(401);
    expect((await signIn(account.password)).statusCode).toBe(429);
  });

  it('while a reply streams: the reply goes on, and the outage is logged once, not per chunk', async () => {
    await t?.close();
    await relay?.close();
    fake = await startFakeOpenAi();
    relay = await startTcpRelay(6379);
    t = await createTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${relay.port}`,
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: fake.baseUrl,
        LLM_MODEL: 'fake-model',
        LLM_API_KEY: 'server-key-outage-test',
      },
    });
    const base = await listen(t.app);
    const user = await signUpAndLogin(t.app);
    const chatId = await createChat(t.app, user);
    fake.configure({ reply: () => 'First reply.' });
    await (
      await openStream(base, `/chats/${chatId}/initial-message`, { token: user.token })
    ).finished;

    const { chunks, text } = numberedChunks(40);
    fake.configure({ reply: () => chunks, chunkDelayMs: 20 });
    const stream = await openStream(base, `/chats/${chatId}/messages`, {
      token: user.token,
      method: 'POST',
      body: { message: 'Keep going without Redis' },
    });
    await stream.waitFor((e) => 'content' in e && e.content.includes('w3 '));
    relay.cut();
    expect(textOf(await stream.finished)).toBe(text);
    const warnings = t.logs.filter((line) => line.includes('redis reply bus'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('until Redis answers again');
  });
});
