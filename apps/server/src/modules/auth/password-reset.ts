import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MINUTES } from '@amicus/contract/common/constants';
import { messages } from '@amicus/contract/common/messages';
import type { ResetPasswordBody } from '@amicus/contract/auth/schemas';
import type { AppContext } from '../../app-context';
import { passwordResetTokens, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { hashToken, randomToken } from '../../lib/tokens';
import { resetPasswordMail } from './mails';
import { assertNotCommon, hashPassword } from '../../domain/accounts/passwords';
import { accountThrottleKey } from './service';
import { revokeAllSessions } from '../../domain/accounts/sessions';

const invalidResetToken = () =>
  new AppError('BAD_REQUEST', messages.auth.resetFailed, {
    errors: [{ path: 'token', message: messages.auth.resetFailed }],
  });

/**
 * Answers at once and does the rest in the background, so neither the answer nor its timing tells whether the
 * address has an account. A new request voids the user's older tokens.
 */
export async function forgotPassword(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.throttles.forgotByIp.consume(ip);
  await ctx.throttles.forgotByAccount.consume(email);
  ctx.tasks.run('password reset mail', async () => {
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.isActive, true)));
    if (!user) return;
    const now = ctx.clock.now();
    const token = randomToken();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
    });
    await ctx.mailer.send(resetPasswordMail(ctx.config.appUrl, user, token));
  });
}

/**
 * Single-use, one hour, bound to the address it was sent to; success ends every session of the user and clears
 * the account's failed sign-ins. A refused new password (too common) leaves the token usable.
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<void> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      tokenId: passwordResetTokens.id,
      userId: users.id,
      email: users.email,
      isActive: users.isActive,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(body.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  if (!row || row.email !== body.email || !row.isActive) throw invalidResetToken();
  assertNotCommon(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    // The conditional update makes two concurrent uses of one token succeed at most once.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw invalidResetToken();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await revokeAllSessions(tx, row.userId, 'password reset', now);
  });
  // Someone guessing may have used up the account's sign-in attempts; the owner just proved control of it.
  await ctx.throttles.loginByAccount.reset(accountThrottleKey(row.userId));
}
