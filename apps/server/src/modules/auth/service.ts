import { eq, or, sql } from 'drizzle-orm';
import { messages } from '@amicus/contract/common/messages';
import type { ChangePasswordBody, LoginBody, SignupBody } from '@amicus/contract/auth/schemas';
import type { PublicUser } from '@amicus/contract/users/schemas';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { authSessions, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { throttleRules } from '../../http/throttle';
import { getRuntimeSettings } from '../../domain/settings/runtime-settings';
import { changeCredits } from '../../domain/credits/ledger';
import { toPublicUser } from '../../domain/accounts/public-user';
import { rethrowUserConflict } from '../../domain/accounts/unique-violation';
import { signAccessToken } from '../../domain/accounts/access-tokens';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordRowChange } from '../../domain/audit/record-audit';
import { isKnownDevice, knownDeviceMark } from './known-device';
import { signInsPausedMail, welcomeMail } from './mails';
import { assertNotCommon, hashPassword, verifyPassword } from '../../domain/accounts/passwords';
import {
  openSession,
  revokeAllSessions,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
} from '../../domain/accounts/sessions';

export type SignedIn = { token: string; refreshToken: string; persistent: boolean; user: PublicUser };

type UserRow = typeof users.$inferSelect;

const invalidCredentials = () => new AppError('UNAUTHENTICATED', messages.auth.invalidCredentials);

export const accountThrottleKey = (userId: number) => `user:${userId}`;

/**
 * The per-account throttle key. A known account counts as one whatever name it is addressed by (e-mail or
 * username); an unknown name gets its own key, so a throttled unknown name looks exactly like a known one.
 */
const accountKey = (user: UserRow | undefined, identifier: string) =>
  user ? accountThrottleKey(user.id) : `name:${identifier}`;

export async function signup(ctx: AppContext, body: SignupBody, ip: string): Promise<PublicUser> {
  await ctx.throttles.signupByIp.consume(ip);
  assertNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const settings = await getRuntimeSettings(ctx.db, ctx.config);
  const user = await ctx.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ name: body.name, email: body.email, username: body.username, passwordHash, role: 'user' })
        .returning();
      if (settings.signupCredits > 0) {
        const { balance } = await changeCredits(tx, {
          userId: created!.id,
          amount: settings.signupCredits,
          reason: 'signup',
          reference: `signup:${created!.id}`,
        });
        created!.credits = balance;
      }
      return created!;
    })
    .catch(rethrowUserConflict);
  ctx.tasks.run('welcome mail', () => ctx.mailer.send(welcomeMail(ctx.config.appUrl, user)));
  return toPublicUser(user);
}

async function signIn(db: DbOrTx, ctx: AppContext, user: UserRow, persistent: boolean): Promise<SignedIn> {
  const now = ctx.clock.now();
  const issued = await openSession(db, user.id, persistent, now);
  const token = signAccessToken(ctx.keys.jwt, { userId: user.id, sessionId: issued.sessionId }, now);
  return { token, refreshToken: issued.refreshToken, persistent, user: toPublicUser(user) };
}

async function findByEmailOrUsername(db: DbOrTx, identifier: string): Promise<UserRow | undefined> {
  // Usernames cannot contain '@', so an identifier matches at most one account.
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, identifier), eq(sql`lower(${users.username})`, identifier)))
    .limit(1);
  return user;
}

/**
 * Sign-in by e-mail or username. Unknown accounts cost the same hash check, so timing tells nothing. Every
 * attempt counts against the client address, the account from that address, and the account from everywhere;
 * a correct password gives the address its attempt back and clears the account's counts, so only failures
 * use up the allowance (a shared office address signing in all day is not locked out). The account-wide
 * count, which strangers can run up, does not hold back a browser that signed in to the account before
 * (`device`, known-device.ts), and the owner is told by e-mail when it pauses their account.
 */
export async function login(
  ctx: AppContext,
  body: LoginBody,
  ip: string,
  device?: string,
): Promise<SignedIn & { device: string }> {
  const identifier = body.username.trim().toLowerCase();
  await ctx.throttles.loginByIp.consume(ip);
  const user = await findByEmailOrUsername(ctx.db, identifier);
  const key = accountKey(user, identifier);
  await ctx.throttles.loginByAccountAndIp.consume(`${key}:${ip}`);
  if (!(user && isKnownDevice(ctx.keys.knownDevice, user.id, device)))
    await ctx.throttles.loginByAccount.consume(key).catch(async (error: unknown) => {
      if (user && (await ctx.throttles.lockNoticeByAccount.take(key)))
        ctx.tasks.run('sign-ins paused mail', () =>
          ctx.mailer.send(
            signInsPausedMail(ctx.config.appUrl, user, throttleRules.loginByAccount.duration / 60),
          ),
        );
      throw error;
    });
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) throw invalidCredentials();
  await Promise.all([
    ctx.throttles.loginByIp.reward(ip),
    ctx.throttles.loginByAccountAndIp.reset(`${key}:${ip}`),
    ctx.throttles.loginByAccount.reset(key),
  ]);
  // Only someone who knows the password learns that the account is deactivated.
  if (!user.isActive) throw new AppError('FORBIDDEN', messages.auth.accountInactive);
  return {
    ...(await signIn(ctx.db, ctx, user, body.rememberMe ?? true)),
    device: knownDeviceMark(ctx.keys.knownDevice, user.id),
  };
}

export async function refresh(ctx: AppContext, refreshToken: string | undefined): Promise<SignedIn> {
  if (!refreshToken) throw new AppError('UNAUTHENTICATED', messages.auth.refreshInvalid);
  const now = ctx.clock.now();
  const result = await rotateRefreshToken(ctx.db, refreshToken, now);
  if (!result.ok) throw new AppError('UNAUTHENTICATED', messages.auth.refreshInvalid);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, result.userId));
  const token = signAccessToken(
    ctx.keys.jwt,
    { userId: result.userId, sessionId: result.issued.sessionId },
    now,
  );
  return {
    token,
    refreshToken: result.issued.refreshToken,
    persistent: result.issued.persistent,
    user: toPublicUser(user!),
  };
}

/** Ends the current session, found from the access token or else the refresh token. Always succeeds. */
export async function logout(
  ctx: AppContext,
  sessionId: string | undefined,
  refreshToken: string | undefined,
): Promise<void> {
  const id = sessionId ?? (refreshToken ? await sessionOfRefreshToken(ctx.db, refreshToken) : undefined);
  if (id) await revokeSession(ctx.db, id, 'logout', ctx.clock.now());
}

/**
 * Changes the password and ends every session, then opens a fresh one for this device (keeping its Remember
 * me choice) so the user stays signed in here while other devices are signed out. Wrong current passwords
 * count against the account's sign-in allowance: a stolen access token must not become a password oracle.
 */
export async function changePassword(
  ctx: AppContext,
  auth: { id: number; sessionId: string },
  audit: AuditActor | null,
  body: ChangePasswordBody,
): Promise<SignedIn> {
  const key = accountThrottleKey(auth.id);
  // A session guesses as one source does (ten tries), and counts toward the account's limit.
  const bySession = `${key}:session:${auth.sessionId}`;
  await ctx.throttles.loginByAccountAndIp.consume(bySession);
  await ctx.throttles.loginByAccount.consume(key);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, auth.id));
  if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new AppError('BAD_REQUEST', messages.auth.currentPasswordWrong, {
      errors: [{ path: 'currentPassword', message: messages.auth.currentPasswordWrong }],
    });
  }
  await Promise.all([
    ctx.throttles.loginByAccountAndIp.reset(bySession),
    ctx.throttles.loginByAccount.reset(key),
  ]);
  assertNotCommon(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const [session] = await ctx.db
    .select({ persistent: authSessions.persistent })
    .from(authSessions)
    .where(eq(authSessions.id, auth.sessionId));
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
    await revokeAllSessions(tx, user.id, 'password changed', ctx.clock.now());
    if (audit) {
      const change = { before: user, after: updated, action: 'change-password', at: ctx.clock.now() };
      await recordRowChange(tx, audit, { entityType: 'user', entityId: user.id, ...change });
    }
    return signIn(tx, ctx, updated!, session?.persistent ?? true);
  });
}
