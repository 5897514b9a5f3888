import { inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema/index';

/**
 * Server-wide values an admin may change at run time. Each falls back to the environment (config) when the
 * admin has not set it.
 */
export type RuntimeSettings = {
  signupCredits: number;
  creditsPerMessage: number;
  defaultModel: string | null;
  defaultSystemPrompt: string | null;
};

const keys = ['signupCredits', 'creditsPerMessage', 'defaultModel', 'defaultSystemPrompt'] as const;

export async function getRuntimeSettings(db: DbOrTx, config: Config): Promise<RuntimeSettings> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const num = (key: string, fallback: number) => {
    const value = stored.get(key);
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  const str = (key: string) => {
    const value = stored.get(key);
    return typeof value === 'string' && value.length > 0 ? value : null;
  };
  return {
    signupCredits: num('signupCredits', config.credits.signup),
    creditsPerMessage: num('creditsPerMessage', config.credits.perMessage),
    defaultModel: str('defaultModel'),
    defaultSystemPrompt: str('defaultSystemPrompt'),
  };
}
