import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@amicus/contract/common/messages';
import { queryRows } from './client';
import { startTcpRelay, type TcpRelay } from '../../test/tcp-relay';
import { asUser, createTestApp, signUpAndLogin, type Session, type TestApp } from '../../test/test-app';

// PostgreSQL only (see vitest.config.ts): another connection holding a lock, a full pool, a server that goes away.
const STATEMENT_TIMEOUT_MS = 1_500;
const CONNECTION_TIMEOUT_MS = 300;

const unavailable = { success: false, code: 'UNAVAILABLE', message: messages.http.unavailable };

async function timed(request: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual(unavailable);
}

describe('a stalled database', () => {
  let t: TestApp;
  let user: Session;
  let databaseName: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DATABASE_CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS),
      },
    });
    user = await signUpAndLogin(t.app);
    const [row] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    databaseName = row!.name;
  });
  afterAll(() => t?.close());

  /** Another connection takes `table` in access exclusive mode and holds it until the returned release runs. */
  async function lockTable(table: string): Promise<() => Promise<void>> {
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await holder;
    };
  }

  /** Statements of this database waiting for a lock, seen from a connection of the test's own. */
  async function waitingOnLocks(): Promise<number> {
    const observer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await observer.connect();
    try {
      const { rows } = await observer.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [databaseName],
      );
      return rows[0]!.waiting;
    } finally {
      await observer.end();
    }
  }

  it('answers 503 with Retry-After within the statement timeout while a table is locked, and /health answers at once', async () => {
    const release = await lockTable('plans');
    try {
      const stuck = timed(() => asUser(t.app, user)({ method: 'GET', url: '/api/v1/subscription/' }));
      const health = await timed(() => t.app.inject({ method: 'GET', url: '/api/v1/health' }));
      expect(health.response.statusCode).toBe(200);
      expect(health.response.json()).toEqual({ status: 'ok' });
      expect(health.ms).toBeLessThan(500);

      const { response, ms } = await stuck;
      expectUnavailable(response);
      expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 2_000);
    } finally {
      await release();
    }
    const logged = t.logs.filter((line) => line.includes('database unavailable')).join('\n');
    expect(logged).toContain('57014');
    expect(logged.toLowerCase()).not.toMatch(/select|"plans"/);

    const after = await asUser(t.app, user)({ method: 'GET', url: '/api/v1/subscription/' });
    expect(after.statusCode).toBe(200);
  });

  it('answers 503 after the connection timeout when every connection is taken, and /health says unavailable', async () => {
    const release = await lockTable('plans');
    try {
      // Four pooled connections are left: four requests wait on the lock and hold them, the rest wait for one.
      const requests = Array.from({ length: 8 }, () =>
        timed(() => asUser(t.app, user)({ method: 'GET', url: '/api/v1/subscription/' })),
      );
      await expect.poll(waitingOnLocks).toBe(4);
      const health = await timed(() => t.app.inject({ method: 'GET', url: '/api/v1/health' }));
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toEqual({ ...unavailable, status: 'unavailable' });
      expect(health.ms).toBeLessThan(2_500);

      const answers = await Promise.all(requests);
      for (const { response } of answers) expectUnavailable(response);
      const early = answers.filter(({ ms }) => ms < STATEMENT_TIMEOUT_MS - 300);
      expect(early.length).toBeGreaterThanOrEqual(3);
    } finally {
      await release();
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('a database that refuses connections', () => {
  let relay: TcpRelay;
  let t: TestApp;
  let user: Session;
  beforeAll(async () => {
    relay = await startTcpRelay(Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432));
    t = await createTestApp({
      databasePort: relay.port,
      env: { DATABASE_CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS) },
    });
    user = await signUpAndLogin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  it('answers 503 UNAVAILABLE on every route, not 500; /health says unavailable and /health/live still answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    relay.cut();

    for (const url of ['/api/v1/subscription/', '/api/v1/credits', '/api/v1/chats']) {
      const response = await asUser(t.app, user)({ method: 'GET', url });
      expectUnavailable(response);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: user.user.username, password: 'Str0ng#Passphrase' },
    });
    expectUnavailable(signIn);

    const health = await timed(() => t.app.inject({ method: 'GET', url: '/api/v1/health' }));
    expect(health.response.statusCode).toBe(503);
    expect(health.response.headers['retry-after']).toBe('5');
    expect(health.response.json()).toEqual({ ...unavailable, status: 'unavailable' });
    expect(health.ms).toBeLessThan(2_500);
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });

    const logged = t.logs.filter((line) => line.includes('"msg":"unexpected error"'));
    expect(logged).toEqual([]);
  });
});
