import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { appSettings } from '../../../db/schema/index';

const KEY = 'replyNamespace';

/**
 * The Redis key prefix of one deployment's running replies: made once and kept in the database, so every
 * instance on a database shares it, and deployments (or test databases) sharing a Redis never mix replies.
 */
export async function replyNamespace(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(6).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  return String(row?.value);
}
