import { DrizzleQueryError } from 'drizzle-orm';

/**
 * SQLSTATE codes that say the database could not do the work now, not that the query was wrong: the statement
 * timeout (57014 query_canceled), a lock wait given up (55P03), the server shutting down or starting (57P01-03),
 * too many connections (53300) and every connection exception (class 08).
 */
const unavailableStates = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53300']);

/** Socket errors of a database that refuses connections, went away or cannot be found. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool say these in words only: a connection that timed out or ended (the pool's connection
 * timeout, a server that closed the socket), or a client that can no longer be used. PGlite: a closed database.
 */
const unavailableMessages = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
  /client was closed and is not queryable/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
];

/** Errors raised while getting a connection from the pool, which Drizzle does not wrap for transactions. */
const connectionErrors = new WeakSet<object>();

export function markConnectionError<E>(error: E): E {
  if (typeof error === 'object' && error !== null) connectionErrors.add(error);
  return error;
}

/**
 * True when an error (or one it wraps: Drizzle wraps driver errors) means the database is unavailable or did
 * not answer in time, so the request may succeed if sent again: a 503, never the generic 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // A socket error counts only from the database driver, not from a mail, storage or model provider.
  let fromDatabase = false;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    fromDatabase ||= current instanceof DrizzleQueryError || connectionErrors.has(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (fromDatabase && unavailableSocketCodes.has(code)) return true;
    }
    if (unavailableMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : '')))
      return true;
    current = current.cause;
  }
  return false;
}
