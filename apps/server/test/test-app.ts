import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createLlm } from '../src/adapters/llm/create-llm';
import { buildApp, type Adapters } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';
import type { Clock } from '../src/lib/clock';
import { openTestDatabase } from './test-database';

export const TEST_ADMIN = { email: 'admin@example.com', username: 'admin', password: 'Admin#Pass-2026' };

export type TestApp = {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  config: Config;
  /** Every log line the app wrote, for asserting that no secret or stack trace is logged. */
  logs: string[];
  close: () => Promise<void>;
};

/** A controllable clock: starts now, moves only when told. */
export function manualClock(
  start = new Date(),
): Clock & { advance: (ms: number) => void; set: (d: Date) => void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms), set: (d) => (now = d.getTime()) };
}

/** Builds the real app on a fresh database, seeded as on a first start. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    adapters?: Partial<Adapters>;
    seed?: boolean;
    /** A built SPA to serve (a directory with index.html); by default the app serves the API only. */
    webDistDir?: string;
    /** PostgreSQL: connect through this local port (a TCP relay to the server) instead of directly. */
    databasePort?: number;
    /**
     * The offline model's pause between chunks (the server's default is 12 ms, a typing pace). None by default: a
     * reply then streams at once, and only a test of what happens mid-reply needs the pace.
     */
    offlineChunkDelayMs?: number;
    /** Runs before the app is ready: a test may register routes of its own (e.g. one that fails). */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-test-'));
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
  const database = await openTestDatabase({
    ...config.database,
    port: options.databasePort,
    seeded: options.seed !== false,
  });
  if (options.seed !== false) await seedDatabase(database.db, config);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    config,
    db: database.db,
    clock: options.clock,
    adapters: {
      llm: createLlm({
        offlineChunkDelayMs: options.offlineChunkDelayMs ?? 0,
        timeouts: config.llm.timeouts,
      }),
      ...options.adapters,
    },
    logStream,
    webDistDir: options.webDistDir ?? null,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    logs,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Session = {
  token: string;
  cookie: string;
  user: { id: number; username: string; email: string; role: string };
};

let counter = 0;
/** A unique, valid sign-up body. */
export function newUserBody(
  overrides: Partial<{ name: string; email: string; username: string; password: string }> = {},
) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Test User',
    email: `user${tag}@example.com`,
    username: `user${tag}`,
    password: 'Str0ng#Passphrase',
    ...overrides,
  };
}

export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'amicus_refresh');
  return cookie ? `amicus_refresh=${cookie.value}` : '';
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { token: body.token, cookie: refreshCookieOf(response), user: body.user };
}

/** Signs up a new user and signs them in. */
export async function signUpAndLogin(
  app: FastifyInstance,
  overrides: Parameters<typeof newUserBody>[0] = {},
): Promise<Session> {
  const body = newUserBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return login(app, body.username, body.password);
}

export function loginAdmin(app: FastifyInstance): Promise<Session> {
  return login(app, TEST_ADMIN.username, TEST_ADMIN.password);
}

/** `app.inject` with a bearer token. */
export function asUser(app: FastifyInstance, session: Pick<Session, 'token'> | null) {
  return (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: {
        ...(options.headers ?? {}),
        ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      },
    });
}
