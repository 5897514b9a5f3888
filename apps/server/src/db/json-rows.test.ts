import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from './client';
import { fromJsonRow } from './json-rows';
import { appSettings, chats, messages, users } from './schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const asJson = async (table: string, id: number) =>
  (
    await queryRows<{ row: Record<string, unknown> }>(
      t.db,
      sql`select to_jsonb(t) as row from ${sql.raw(table)} t where id = ${id}`,
    )
  )[0]!.row;

describe('fromJsonRow', () => {
  it('gives a row read as JSON the shape Drizzle’s select gives it: names, Dates, numbers, JSON columns', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Json', username: 'json', email: 'json@example.com', passwordHash: 'unused' })
      .returning();
    const [chat] = await t.db
      .insert(chats)
      .values({
        userId: user!.id,
        title: 'Deposit',
        questionResponses: [{ questionId: 'custom', question: 'Getting my deposit back' }],
        legalQuestionnaire: {
          country: 'Canada',
          state: 'Ontario',
          role: 'plaintiff',
          description: 'My deposit.',
        },
      })
      .returning();
    const [message] = await t.db
      .insert(messages)
      .values({ chatId: chat!.id, sender: 'system', message: 'Partial', status: 'failed', error: 'Lost' })
      .returning();

    expect(fromJsonRow(users, await asJson('users', user!.id))).toEqual(user);
    expect(fromJsonRow(chats, await asJson('chats', chat!.id))).toEqual(chat);
    const read = fromJsonRow(messages, await asJson('messages', message!.id));
    expect(read).toEqual(message);
    expect(read.createdAt).toBeInstanceOf(Date);
  });

  it('keeps a JSON string that looks like a number a string', async () => {
    await t.db.insert(appSettings).values({ key: 'json-test', value: '12' });
    const [{ row }] = (await queryRows<{ row: Record<string, unknown> }>(
      t.db,
      sql`select to_jsonb(s) as row from ${appSettings} s where key = 'json-test'`,
    )) as [{ row: Record<string, unknown> }];
    expect(fromJsonRow(appSettings, row).value).toBe('12');
    await t.db.delete(appSettings).where(eq(appSettings.key, 'json-test'));
  });
});
