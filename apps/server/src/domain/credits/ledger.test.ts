import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { changeCredits } from './ledger';

let t: TestApp;
let userId = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Ledger', username: 'ledger', email: 'ledger@example.com', passwordHash: 'unused' })
    .returning({ id: users.id });
  userId = user!.id;
});
afterAll(() => t.close());

const balance = async () =>
  (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]!.credits;
const entries = () =>
  t.db
    .select({
      amount: creditLedger.amount,
      balanceAfter: creditLedger.balanceAfter,
      reference: creditLedger.reference,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(creditLedger.id);

describe('changeCredits', () => {
  it('writes the ledger row with the balance after it, and a retried reference changes nothing', async () => {
    const start = await balance();
    expect(
      await changeCredits(t.db, { userId, amount: 50, reason: 'admin', reference: 'ledger:grant' }),
    ).toEqual({
      applied: true,
      balance: start + 50,
    });
    expect(
      await changeCredits(t.db, { userId, amount: 50, reason: 'admin', reference: 'ledger:grant' }),
    ).toEqual({
      applied: false,
      balance: start + 50,
    });
    expect(
      await changeCredits(t.db, { userId, amount: -20, reason: 'message', reference: 'ledger:debit' }),
    ).toEqual({
      applied: true,
      balance: start + 30,
    });
    expect(await balance()).toBe(start + 30);
    expect(await entries()).toEqual([
      { amount: 50, balanceAfter: start + 50, reference: 'ledger:grant' },
      { amount: -20, balanceAfter: start + 30, reference: 'ledger:debit' },
    ]);
  });

  it('refuses a debit below zero with a 402 and leaves balance and ledger as they were', async () => {
    const before = await balance();
    const rows = (await entries()).length;
    await expect(
      t.db.transaction((tx) =>
        changeCredits(tx, { userId, amount: -(before + 1), reason: 'message', reference: 'ledger:too-much' }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect(await balance()).toBe(before);
    expect(await entries()).toHaveLength(rows);
  });

  it('keeps every balanceAfter exact when changes for one user run at once', async () => {
    const start = await balance();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.db.transaction((tx) =>
          changeCredits(tx, { userId, amount: i + 1, reason: 'admin', reference: `ledger:parallel:${i}` }),
        ),
      ),
    );
    const parallel = (await entries()).filter((e) => e.reference.startsWith('ledger:parallel:'));
    expect(await balance()).toBe(start + 55);
    // Applied one after another under the row lock: each balance follows from the one before.
    const afters = parallel.map((e) => e.balanceAfter).sort((a, b) => a - b);
    const amountsByAfter = new Map(parallel.map((e) => [e.balanceAfter, e.amount]));
    let running = start;
    for (const after of afters) {
      running += amountsByAfter.get(after)!;
      expect(after).toBe(running);
    }
  });
});
