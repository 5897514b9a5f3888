import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@amicus/contract/users/schemas';
import { messages } from '@amicus/contract/common/messages';
import type { AppContext } from '../app-context';
import { authSessions, users } from '../db/schema/index';
import { verifyAccessToken, type AccessClaims } from '../domain/accounts/access-tokens';
import { AppError } from './app-error';

export type AuthUser = { id: number; role: Role; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/**
 * The condition that the claims' session is live and its user active, over `auth_sessions` joined to `users`:
 * so logout, password changes and deactivation take effect at once rather than when the token expires.
 */
const liveSession = (claims: AccessClaims, now: Date): SQL | undefined =>
  and(
    eq(authSessions.id, claims.sessionId),
    eq(authSessions.userId, claims.userId),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, now),
    eq(users.isActive, true),
  );

export type AuthGuards = {
  /** Any signed-in, active user with a live session. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** As requireUser, and the role must be admin (403 otherwise). */
  requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** What a token whose session has ended (or whose user was deactivated) gets. */
const sessionNotLive = () => new AppError('UNAUTHENTICATED', messages.auth.tokenInvalid);

/** Checks the access token and then the database: the session must be live. */
export function createAuthGuards(ctx: AppContext): AuthGuards {
  function verifyToken(request: FastifyRequest): AccessClaims {
    const token = bearerToken(request);
    const claims = token ? verifyAccessToken(ctx.keys.jwt, token, ctx.clock.now()) : null;
    if (!claims)
      throw new AppError('UNAUTHENTICATED', token ? messages.auth.tokenInvalid : messages.auth.notSignedIn);
    return claims;
  }

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    if (request.auth) return request.auth;
    const claims = verifyToken(request);
    const [row] = await ctx.db
      .select({ id: users.id, role: users.role })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(liveSession(claims, ctx.clock.now()));
    if (!row) throw sessionNotLive();
    request.auth = { id: row.id, role: row.role, sessionId: claims.sessionId };
    return request.auth;
  }

  return {
    requireUser: async (request) => {
      await authenticate(request);
    },
    requireAdmin: async (request) => {
      const user = await authenticate(request);
      if (user.role !== 'admin') throw new AppError('FORBIDDEN', messages.guard.adminOnly);
    },
  };
}

/** The signed-in user of a route guarded by requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', messages.auth.notSignedIn);
  return request.auth;
}
