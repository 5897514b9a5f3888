import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Plan } from '@amicus/contract/plans/schemas';
import { SANDBOX_NONCE_OK } from '@amicus/contract/payments/schemas';
import { buildApp, type Adapters } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { mailOutbox, users } from '../src/db/schema/index';
import { seedDatabase } from '../src/db/seed/seed';
import type { Clock } from '../src/lib/clock';
import { asUser, TEST_ADMIN, type Session } from './test-app';
import { createPostgresTestDatabase, openTestDatabase } from './test-database';

/** A seeded plan by name, as the signed-in user sees it. */
export async function planByName(app: FastifyInstance, session: Session, name: string): Promise<Plan> {
  const response = await asUser(app, session)({ method: 'GET', url: '/api/v1/subscription/' });
  const plan = (response.json().data as Plan[]).find((p) => p.name === name);
  if (!plan) throw new Error(`no plan named ${name}`);
  return plan;
}

export type PurchaseInput = {
  plan: Plan;
  sourceId?: string;
  idempotencyKey?: string;
  amount?: number;
  creditAmount?: number;
  headers?: Record<string, string>;
};

/** POST /payment/process as the web sends it: the plan's price and credits, a fresh key unless given. */
export function purchase(app: FastifyInstance, session: Session, input: PurchaseInput) {
  return asUser(
    app,
    session,
  )({
    method: 'POST',
    url: '/api/v1/payment/process',
    headers: input.headers,
    payload: {
      sourceId: input.sourceId ?? SANDBOX_NONCE_OK,
      amount: input.amount ?? input.plan.price,
      currency: 'USD',
      creditAmount: input.creditAmount ?? input.plan.creditAmount,
      planId: input.plan.id,
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
    },
  });
}

/** POST /payment with a browser token and the form's other fields. */
export function saveCard(app: FastifyInstance, session: Session, sourceId: string, extra: object = {}) {
  return asUser(
    app,
    session,
  )({
    method: 'POST',
    url: '/api/v1/payment',
    payload: {
      sourceId,
      cardholderName: 'Ada Lovelace',
      expiryMonth: '12',
      expiryYear: '39',
      billingAddress: '1 Market Street, San Francisco, CA 94105',
      ...extra,
    },
  });
}

export async function creditsOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? -1;
}

export async function mailsTo(db: Database, address: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
}

export type SharedDatabaseApps = {
  apps: FastifyInstance[];
  db: Database;
  kind: DatabaseHandle['kind'];
  logs: string[];
  close: () => Promise<void>;
};

/**
 * One database for several app instances: in the postgres project a fresh PostgreSQL database with a pool of
 * its own per instance (as separate servers have), otherwise one PGlite handle they all share.
 */
async function openSharedDatabase(
  count: number,
): Promise<{ handles: DatabaseHandle[]; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.AMICUS_TEST_DB !== 'postgres' || !url) {
    const handle = await openTestDatabase({ seeded: true });
    return { handles: Array.from({ length: count }, () => handle), close: handle.close };
  }
  const created = await createPostgresTestDatabase(url, 'amicus_billing');
  const target = created.url;
  const handles: DatabaseHandle[] = [];
  for (let i = 0; i < count; i += 1)
    handles.push(await openDatabase({ databaseUrl: target.toString(), poolSize: 5 }));
  return {
    handles,
    close: async () => {
      for (const handle of handles) await handle.close();
      await created.drop();
    },
  };
}

/**
 * Several app instances on ONE database (see openSharedDatabase), as several servers behind a balancer, with
 * one log for all of them.
 */
export async function createSharedDatabaseApps(
  count: number,
  options: {
    clock?: Clock;
    adapters?: Partial<Adapters>;
    renewalIntervalMs?: number | null;
    /** More configuration for every instance (e.g. REDIS_URL). */
    env?: Record<string, string>;
  } = {},
): Promise<SharedDatabaseApps> {
  const { handles, close } = await openSharedDatabase(count);
  const database = handles[0]!;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-billing-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://amicus.test',
    APP_SECRET: 'test-secret-that-is-long-enough-for-hkdf-0123456789',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  await seedDatabase(database.db, config);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const apps: FastifyInstance[] = [];
  for (const handle of handles) {
    const app = await buildApp({
      config,
      db: handle.db,
      clock: options.clock,
      adapters: options.adapters,
      logStream,
      webDistDir: null,
      renewalIntervalMs: options.renewalIntervalMs ?? null,
    });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    db: database.db,
    kind: database.kind,
    logs,
    close: async () => {
      for (const app of apps) await app.close();
      await close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
