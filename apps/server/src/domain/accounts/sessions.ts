import { and, eq, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_DAYS } from '@amicus/contract/common/constants';
import type { DbOrTx, Database } from '../../db/client';
import { authSessions, refreshTokens, users } from '../../db/schema/index';
import { hashToken, randomToken } from '../../lib/tokens';

const DAY_MS = 86_400_000;
/**
 * A token presented again this soon after its exchange is two tabs or two requests racing with one cookie, not
 * a stolen copy: the late one gets a token of its own instead of ending the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export type IssuedSession = { sessionId: string; refreshToken: string; persistent: boolean };

/** Opens a session (one sign-in on one device) with its first refresh token. */
export async function openSession(
  db: DbOrTx,
  userId: number,
  persistent: boolean,
  now: Date,
): Promise<IssuedSession> {
  const [session] = await db
    .insert(authSessions)
    .values({
      userId,
      persistent,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    })
    .returning({ id: authSessions.id });
  const refreshToken = randomToken();
  await db
    .insert(refreshTokens)
    .values({ sessionId: session!.id, tokenHash: hashToken(refreshToken), createdAt: now });
  return { sessionId: session!.id, refreshToken, persistent };
}

export type RotateResult =
  | { ok: true; userId: number; issued: IssuedSession }
  | { ok: false; reason: 'unknown' | 'reused' | 'revoked' | 'expired' | 'inactive' };

/**
 * Exchanges a refresh token for a new one. A token presented again after REFRESH_REUSE_GRACE_MS is reuse:
 * someone else holds a copy, so the whole session (its chain) is revoked. Within the grace window (two
 * concurrent refreshes; the conditional update lets only one claim the token) the later one is given a
 * token of the same session too.
 */
export async function rotateRefreshToken(db: Database, token: string, now: Date): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        sessionId: authSessions.id,
        revokedAt: authSessions.revokedAt,
        expiresAt: authSessions.expiresAt,
        persistent: authSessions.persistent,
        userId: users.id,
        isActive: users.isActive,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
    if (!row.isActive) return { ok: false, reason: 'inactive' } as const;

    const claimed = row.usedAt
      ? []
      : await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, row.tokenId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
    if (claimed.length === 0 && !withinGrace(row.usedAt ?? (await usedAtOf(tx, row.tokenId)), now)) {
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: 'refresh token reused' })
        .where(eq(authSessions.id, row.sessionId));
      return { ok: false, reason: 'reused' } as const;
    }

    const refreshToken = randomToken();
    await tx
      .insert(refreshTokens)
      .values({ sessionId: row.sessionId, tokenHash: hashToken(refreshToken), createdAt: now });
    await tx
      .update(authSessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS) })
      .where(eq(authSessions.id, row.sessionId));
    return {
      ok: true,
      userId: row.userId,
      issued: { sessionId: row.sessionId, refreshToken, persistent: row.persistent },
    };
  });
}

const withinGrace = (usedAt: Date | null, now: Date) =>
  usedAt !== null && now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;

/** When a token was exchanged, read again after a concurrent exchange claimed it first. */
async function usedAtOf(db: DbOrTx, tokenId: string): Promise<Date | null> {
  const [row] = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, tokenId));
  return row?.usedAt ?? null;
}

/** The session a refresh token belongs to, if any (logout without a valid access token). */
export async function sessionOfRefreshToken(db: DbOrTx, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.sessionId;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user: password change or reset, deactivation. */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
