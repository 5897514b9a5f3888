/**
 * Turns row snapshots (before and after an admin write) into the changed fields an audit entry keeps. Secrets
 * (password hashes, API keys, tokens) never enter the log: only the fact that they changed.
 */
export type FieldChanges = Record<string, { from?: unknown; to?: unknown }>;

export const REDACTED = '[redacted]';

const secretField = /pass(word)?|secret|token|api_?key|encrypted|hash|cvc|card_?number/i;
/** Bookkeeping columns every table has; their change says nothing an admin did. */
const ignoredFields = new Set(['updatedAt', 'createdAt']);
/** Long texts (a prompt, a data-URL avatar) are cut so one entry stays small. */
const MAX_TEXT = 500;

export function isSecretField(name: string): boolean {
  return secretField.test(name);
}

/** A field name as the log shows it: `passwordHash` is reported as `password`. */
function displayName(field: string): string {
  return field === 'passwordHash' ? 'password' : field;
}

/** A JSON-safe, size-bounded copy of a value. */
export function loggable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}… (${value.length} characters)` : value;
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.slice(0, 50).map(loggable);
  if (value && typeof value === 'object') return redactObject(value as Record<string, unknown>);
  return value;
}

export function redactObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object))
    out[key] = isSecretField(key) ? REDACTED : loggable(value);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(loggable(a)) === JSON.stringify(loggable(b));

/**
 * The fields that differ between two snapshots. A missing `before` is a creation (every field `to`), a
 * missing `after` a deletion (every field `from`).
 */
export function diffFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    // The id is the entry's own entityId.
    if (ignoredFields.has(key) || key === 'id') continue;
    const from = before?.[key];
    const to = after?.[key];
    if (before && after && same(from, to)) continue;
    if (!before && (to === null || to === undefined)) continue;
    const secret = isSecretField(key);
    const entry: { from?: unknown; to?: unknown } = {};
    if (before) entry.from = secret ? REDACTED : loggable(from);
    if (after) entry.to = secret ? REDACTED : loggable(to);
    changes[displayName(key)] = entry;
  }
  return changes;
}
