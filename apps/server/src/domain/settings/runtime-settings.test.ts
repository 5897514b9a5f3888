import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getRuntimeSettings } from './runtime-settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { CREDITS_PER_MESSAGE: '2' } });
});
afterAll(() => t.close());

describe('the price of a message', () => {
  it.each([
    [5, 5],
    [0, 0],
    [2_147_483_647, 2_147_483_647],
    [-1, 2],
    [2.5, 2],
    [2_147_483_648, 2],
    ['7', 2],
    [true, 2],
    [{ amount: 3 }, 2],
  ])('stored as %j is %i', async (stored, expected) => {
    await t.db
      .insert(appSettings)
      .values({ key: 'creditsPerMessage', value: stored })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: stored } });
    expect((await getRuntimeSettings(t.db, t.config)).creditsPerMessage).toBe(expected);
  });

  it('is CREDITS_PER_MESSAGE when no admin has set it', async () => {
    await t.db.delete(appSettings).where(eq(appSettings.key, 'creditsPerMessage'));
    expect((await getRuntimeSettings(t.db, t.config)).creditsPerMessage).toBe(2);
  });
});
