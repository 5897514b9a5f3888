/**
 * A fresh key for one payment attempt. getRandomValues works outside secure contexts too (randomUUID does not),
 * so a plain-HTTP install still gets unguessable keys.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
