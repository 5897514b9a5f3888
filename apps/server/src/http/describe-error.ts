/**
 * A log-safe description of an error: its type, code and a short message from the innermost cause, with any
 * SQL text or query parameters cut away. Stack traces are never logged.
 */
export function describeError(error: unknown): { type: string; code?: string; message: string } {
  let current: unknown = error;
  // Drizzle wraps driver errors ("Failed query: <sql> params: …"); the cause holds the database's own message.
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth++) {
    current = current.cause;
  }
  const err = current instanceof Error ? current : new Error(String(current));
  const code = (err as { code?: unknown }).code;
  const message = err.message
    .replace(/Failed query:[\s\S]*/i, 'database query failed')
    .replace(/params:[\s\S]*/i, '')
    .slice(0, 300);
  return { type: err.name, ...(typeof code === 'string' ? { code } : {}), message };
}
