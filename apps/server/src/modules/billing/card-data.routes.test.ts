import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NONCE_OK, savedCardSourceId } from '@amicus/contract/payments/schemas';
import { planByName, purchase, saveCard } from '../../../test/billing-helpers';
import { asUser, createTestApp, signUpAndLogin, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CARD_NUMBER = '4111111111111111';
const SPACED_NUMBER = '4111 1111 1111 1111';
const CVC = '737';
/**
 * A card field as a word of its own: a key, a column or a message's word. Not inside other text, since a
 * password hash's random base64 holds "cvc" now and then (it did: "…MjBCvcy…").
 */
const CARD_FIELD = /(?<![A-Za-z0-9+/])(cvc|cvv|card_?number)(?![A-Za-z0-9+/])/i;

/** Both drivers answer raw queries with `{ rows }`; the shared Database type leaves the shape open. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every row of every table in the schema, as text. */
async function everyRow(): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const rows: string[] = [];
  for (const { table_name } of tables) {
    const result = await t.db.execute(sql.raw(`select * from "${table_name.replaceAll('"', '')}"`));
    for (const row of rowsOf<unknown>(result)) rows.push(`${table_name}: ${JSON.stringify(row)}`);
  }
  return rows;
}

describe('card numbers and CVCs', () => {
  it('are refused in every body that could carry them, and appear in no table and no log line', async () => {
    const user = await signUpAndLogin(t.app);
    const basic = await planByName(t.app, user, 'Basic');
    // What the database held before any card request (the seeded catalogue, guides and their search index,
    // whose figures may hold the digits by chance): only rows the requests wrote or changed are looked at.
    const seeded = new Set(await everyRow());

    const refused = [
      await saveCard(t.app, user, SANDBOX_NONCE_OK, { cardNumber: CARD_NUMBER, cvc: CVC }),
      await saveCard(t.app, user, SANDBOX_NONCE_OK, { number: SPACED_NUMBER, cvv: CVC }),
      await asUser(
        t.app,
        user,
      )({
        method: 'POST',
        url: '/api/v1/payment/process',
        payload: {
          sourceId: SANDBOX_NONCE_OK,
          amount: basic.price,
          currency: 'USD',
          creditAmount: basic.creditAmount,
          planId: basic.id,
          cardNumber: CARD_NUMBER,
          cvc: CVC,
        },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Card numbers and security codes must never be sent to the server. The card form turns them into a token in your browser.',
      );
      expect(response.body).not.toContain(CARD_NUMBER);
      expect(response.body).not.toMatch(new RegExp(`[":]${CVC}["},]`));
    }

    // The ordinary flow, tokens only, so the tables hold a card, a payment and a subscription to look through.
    const card = (await saveCard(t.app, user, SANDBOX_NONCE_OK)).json().data;
    expect(
      (await purchase(t.app, user, { plan: basic, sourceId: savedCardSourceId(card.id) })).statusCode,
    ).toBe(200);

    const rows = (await everyRow()).filter((row) => !seeded.has(row));
    expect(rows.some((r) => r.startsWith('payment_methods:'))).toBe(true);
    for (const row of rows) {
      expect(row).not.toContain(CARD_NUMBER);
      expect(row).not.toContain(SPACED_NUMBER);
      expect(row).not.toMatch(CARD_FIELD);
      expect(row).not.toContain(`"${CVC}"`);
    }
    await t.app.ctx.tasks.drain();
    expect(t.logs.length).toBeGreaterThan(0);
    for (const line of t.logs) {
      expect(line).not.toContain(CARD_NUMBER);
      expect(line).not.toContain(SPACED_NUMBER);
      expect(line).not.toMatch(CARD_FIELD);
      // As a value of its own (a timestamp or duration may contain the digits by chance).
      expect(line).not.toMatch(new RegExp(`[":]${CVC}["},]`));
    }
  });
});
