import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, messages } from '../../db/schema/index';
import type { Database } from '../../db/client';
import { createAccount, type Account } from '../../../test/admin-fixtures';
import { asUser, createTestApp, loginAdmin, type Session, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Session;
let asAdmin: ReturnType<typeof asUser>;
let people: Account[];
let firstChatId: number;

async function insertChat(db: Database, userId: number, title: string, texts: string[]): Promise<number> {
  const [chat] = await db
    .insert(chats)
    .values({
      userId,
      title,
      categoryName: 'Housing',
      legalQuestionnaire: { country: 'Canada', state: 'Ontario', role: 'plaintiff', description: 'Deposit' },
    })
    .returning({ id: chats.id });
  if (texts.length)
    await db.insert(messages).values(
      texts.map((message, i) => ({
        chatId: chat!.id,
        sender: i % 2 === 0 ? ('user' as const) : ('system' as const),
        message,
      })),
    );
  return chat!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
  asAdmin = asUser(t.app, admin);
  people = [];
  for (let i = 0; i < 12; i++) people.push(await createAccount(t.app, admin, { name: `Person ${i}` }));
  firstChatId = await insertChat(t.db, people[0]!.id, 'Deposit kept', ['Hello', 'Hi, how can I help?']);
  await insertChat(t.db, people[0]!.id, 'Second matter', []);
  await insertChat(t.db, people[11]!.id, 'Unpaid wages', ['My boss did not pay me']);
});
afterAll(() => t.close());

describe('GET /admin/chats/users', () => {
  it('pages the users (not admins), newest first, with their chat counts', async () => {
    const response = await asAdmin({ method: 'GET', url: '/api/v1/admin/chats/users?page=1&limit=5' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, limit: 5, total: 12, pages: 3 });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toMatchObject({ id: people[11]!.id, name: 'Person 11', chatCount: 1 });
    expect(body.data[0].lastChatAt).toEqual(expect.any(String));
    expect(body.data[1]).toMatchObject({ id: people[10]!.id, chatCount: 0, lastChatAt: null });

    const last = (await asAdmin({ method: 'GET', url: '/api/v1/admin/chats/users?page=3&limit=5' })).json();
    expect(last.data.map((u: { id: number }) => u.id)).toEqual([people[1]!.id, people[0]!.id]);
    expect(last.data[1].chatCount).toBe(2);
    expect(JSON.stringify(last)).not.toContain(admin.user.email);
  });

  it('defaults to page 1 of 10 and accepts only 5, 10, 20 or 50 rows', async () => {
    const body = (await asAdmin({ method: 'GET', url: '/api/v1/admin/chats/users' })).json();
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    for (const limit of [20, 50])
      expect(
        (await asAdmin({ method: 'GET', url: `/api/v1/admin/chats/users?limit=${limit}` })).statusCode,
      ).toBe(200);
    const bad = await asAdmin({ method: 'GET', url: '/api/v1/admin/chats/users?limit=7' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be one of 5, 10, 20, 50');
  });
});

describe('GET /admin/chats/users/:userId/chats', () => {
  it("answers the user's chats, newest first, with message counts", async () => {
    const body = (
      await asAdmin({ method: 'GET', url: `/api/v1/admin/chats/users/${people[0]!.id}/chats` })
    ).json();
    expect(body.user).toEqual({ id: people[0]!.id, name: 'Person 0', email: people[0]!.email });
    expect(body.data.map((c: { title: string; messageCount: number }) => [c.title, c.messageCount])).toEqual([
      ['Second matter', 0],
      ['Deposit kept', 2],
    ]);
  });

  it('answers an empty list for a user without chats, and 404 for an unknown user', async () => {
    const none = (
      await asAdmin({ method: 'GET', url: `/api/v1/admin/chats/users/${people[5]!.id}/chats` })
    ).json();
    expect(none.data).toEqual([]);
    const missing = await asAdmin({ method: 'GET', url: '/api/v1/admin/chats/users/999999/chats' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });
});

describe('GET /admin/chats/:chatId/messages', () => {
  it('answers the messages in order, with the chat and its owner', async () => {
    const body = (
      await asAdmin({ method: 'GET', url: `/api/v1/admin/chats/${firstChatId}/messages` })
    ).json();
    expect(body.chat).toMatchObject({ id: firstChatId, title: 'Deposit kept', user: { name: 'Person 0' } });
    expect(body.data.map((m: { sender: string; message: string }) => [m.sender, m.message])).toEqual([
      ['user', 'Hello'],
      ['system', 'Hi, how can I help?'],
    ]);
    const missing = await asAdmin({ method: 'GET', url: '/api/v1/admin/chats/999999/messages' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Chat not found');
  });
});
