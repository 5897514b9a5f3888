import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/index';

/** The Redis every instance of a deployment shares, and the prefix that keeps its keys apart from others'. */
export type SharedRedis = { client: Redis; namespace: string };

const NAMESPACE_KEY = 'replyNamespace';
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connects to REDIS_URL and fails fast with a configuration error when nothing answers there (instead of an
 * unhandled MaxRetriesPerRequestError later). While Redis is down later, commands fail at once instead of
 * queueing for its return: rate limits fall back to memory and replies to this instance (no request waits).
 */
export async function connectSharedRedis(redisUrl: string, db: Database): Promise<SharedRedis> {
  // ioredis (about 2 MB of heap) is loaded only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  let started = false;
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // No retries for the first connection (the start fails instead); reconnects forever after it.
    retryStrategy: (attempt) => (started ? Math.min(attempt * 200, 2_000) : null),
  });
  // Errors while Redis is down are reported per request; without a listener ioredis prints each retry.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    started = true;
  } catch {
    client.disconnect();
    throw new ConfigError([`REDIS_URL: no Redis answers at ${safeAddress(redisUrl)}`]);
  }
  return { client, namespace: await deploymentNamespace(db) };
}

/** host:port of a Redis URL, without its password. */
function safeAddress(redisUrl: string): string {
  const url = new URL(redisUrl);
  return `${url.hostname}:${url.port || '6379'}`;
}

/**
 * The Redis key prefix of one deployment: made once and kept in the database, so every instance on a database
 * shares it, and deployments (or test databases) sharing a Redis never mix their replies or their rate limits.
 */
async function deploymentNamespace(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: NAMESPACE_KEY, value: randomBytes(6).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, NAMESPACE_KEY));
  return String(row?.value);
}
