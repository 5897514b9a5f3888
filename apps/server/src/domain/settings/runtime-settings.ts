import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { queryRows, type DbOrTx } from '../../db/client';
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

export const RUNTIME_SETTING_KEYS = [
  'signupCredits',
  'creditsPerMessage',
  'defaultModel',
  'defaultSystemPrompt',
] as const;

/** The largest count a setting may hold: credits are a PostgreSQL integer. */
const MAX_COUNT = 2_147_483_647;

/** The settings from their stored values (key → JSON value); anything missing or malformed falls back. */
export function runtimeSettingsFrom(stored: Record<string, unknown>, config: Config): RuntimeSettings {
  const num = (key: string, fallback: number) => {
    const value = stored[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT
      ? value
      : fallback;
  };
  const str = (key: string) => {
    const value = stored[key];
    return typeof value === 'string' && value.length > 0 ? value : null;
  };
  return {
    signupCredits: num('signupCredits', config.credits.signup),
    creditsPerMessage: num('creditsPerMessage', config.credits.perMessage),
    defaultModel: str('defaultModel'),
    defaultSystemPrompt: str('defaultSystemPrompt'),
  };
}

/** The stored values as one JSON object (key → value). */
const storedRuntimeSettingsSql = sql`(select coalesce(jsonb_object_agg(${appSettings.key}, ${appSettings.value}), '{}'::jsonb)
  from ${appSettings} where ${inArray(appSettings.key, [...RUNTIME_SETTING_KEYS])})`;

/**
 * Read as one JSON object rather than through Drizzle's select, which parses a jsonb value a second time and
 * would turn a stored string such as "7" or "true" into a number or a boolean.
 */
export async function getRuntimeSettings(db: DbOrTx, config: Config): Promise<RuntimeSettings> {
  const [row] = await queryRows<{ settings: Record<string, unknown> }>(
    db,
    sql`select ${storedRuntimeSettingsSql} as settings`,
  );
  return runtimeSettingsFrom(row?.settings ?? {}, config);
}
