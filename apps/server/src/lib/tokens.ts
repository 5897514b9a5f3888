import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token (refresh, reset): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored as SHA-256 digests: high-entropy input needs no slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
