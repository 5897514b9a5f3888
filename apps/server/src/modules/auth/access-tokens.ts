import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@amicus/contract/common/constants';

const ALGORITHM = 'HS256';
const ISSUER = 'amicus';

export type AccessClaims = { userId: number; sessionId: string };

const imported = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/** The key imported once for HMAC-SHA-256: given raw bytes, jose imports them again on every call. */
function hmacKey(raw: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = imported.get(raw);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    imported.set(raw, key);
  }
  return key;
}

/**
 * Short-lived JWT carrying the user and the session it belongs to, so revoking the session refuses it. A random
 * `jti` makes every token distinct, also two issued for one session within the same second.
 */
export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setJti(randomUUID())
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await hmacKey(key));
}

/** One allowed algorithm (so `alg: none` and key-confusion tricks fail), `exp` required and checked. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
