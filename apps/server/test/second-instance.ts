import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Clock } from '../src/lib/clock';
import type { TestApp } from './test-app';

/**
 * Another instance of the app on the same database with the same configuration: a second server behind a
 * load balancer, or the same server started again after a crash.
 */
export async function createSecondInstance(
  t: TestApp,
  options: {
    clock?: Clock;
    /** Runs before the app is ready (e.g. registers a kind of job this instance runs). */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<{ app: FastifyInstance; logs: string[] }> {
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildApp({
    config: t.config,
    db: t.db,
    logStream,
    webDistDir: null,
    clock: options.clock,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return { app, logs };
}
