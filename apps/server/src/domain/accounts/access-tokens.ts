import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@amicus/contract/common/constants';

const ALGORITHM = 'HS256';
const ISSUER = 'amicus';

export type AccessClaims = { userId: number; sessionId: string };

/*
 * fast-jwt signs and verifies with node:crypto, synchronously: a few microseconds of HMAC. A WebCrypto-based
 * library (jose) sends each HMAC to the thread pool and back, about 0.2 ms of CPU and a wake-up on the request
 * path of every authenticated call. Both take the time from the app's clock (tests move it).
 */

/**
 * Short-lived JWT carrying the user and the session it belongs to, so revoking the session refuses it. A random
 * `jti` makes every token distinct, also two issued for one session within the same second.
 */
export function signAccessToken(key: Uint8Array, claims: AccessClaims, now = new Date()): string {
  const sign = createSigner({
    key: Buffer.from(key),
    algorithm: ALGORITHM,
    iss: ISSUER,
    sub: String(claims.userId),
    jti: randomUUID(),
    // Whole seconds, as iat and exp are.
    clockTimestamp: Math.floor(now.getTime() / 1000) * 1000,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
  return sign({ sid: claims.sessionId });
}

/** One allowed algorithm (so `alg: none` and key-confusion tricks fail), `exp` required and checked. */
export function verifyAccessToken(key: Uint8Array, token: string, now = new Date()): AccessClaims | null {
  try {
    const verify = createVerifier({
      key: Buffer.from(key),
      algorithms: [ALGORITHM],
      allowedIss: ISSUER,
      requiredClaims: ['exp', 'sub', 'sid'],
      clockTimestamp: now.getTime(),
    });
    const payload = verify(token) as { sub?: unknown; sid?: unknown };
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
