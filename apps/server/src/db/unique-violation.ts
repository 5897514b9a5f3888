/**
 * The unique index a failed statement violated (its name, with the driver's message), or null when the error is
 * something else. Both drivers report PostgreSQL's code 23505; Drizzle may wrap their error, so the causes are
 * walked too.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let i = 0; i < 4 && current; i++) {
    const pgError = current as { code?: string; constraint?: string; message?: string };
    if (pgError.code === '23505') return `${pgError.constraint ?? ''} ${pgError.message ?? ''}`;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
