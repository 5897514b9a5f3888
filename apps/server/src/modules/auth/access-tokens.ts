import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@amicus/contract/common/constants';

const ALGORITHM = 'HS256';
const ISSUER = 'amicus';

export type AccessClaims = { userId: number; sessionId: string };

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
    .sign(key);
}

/** One allowed algorithm (so `alg: none` and key-confusion tricks fail), `exp` required and checked. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
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
