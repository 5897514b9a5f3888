import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdjustCreditsBody } from '@amicus/contract/users/admin-schemas';
import { userMessages } from '@amicus/contract/users/admin-schemas';
import type { PublicUser } from '@amicus/contract/users/schemas';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/index';
import { AppError, notFound } from '../../http/app-error';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordAudit } from '../../domain/audit/record-audit';
import { changeCredits } from '../../domain/credits/ledger';
import { toPublicUser } from '../../domain/accounts/public-user';

/**
 * An admin's credit adjustment (a goodwill top-up, a correction): one ledger row with reason 'admin', never a
 * direct write of the balance, and never below zero.
 */
export async function adjustCredits(
  ctx: AppContext,
  actor: AuditActor,
  userId: number,
  body: AdjustCreditsBody,
): Promise<PublicUser> {
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound(userMessages.notFound);
    if (before.credits + body.amount < 0) {
      const message = `This would leave ${before.name} with fewer than 0 credits (they have ${before.credits})`;
      throw new AppError('BAD_REQUEST', message, { errors: [{ path: 'amount', message }] });
    }
    const { balance } = await changeCredits(tx, {
      userId,
      amount: body.amount,
      reason: 'admin',
      reference: `admin:${randomUUID()}`,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'adjust-credits',
      entityType: 'user',
      entityId: userId,
      changes: {
        credits: { from: before.credits, to: balance },
        ...(body.note ? { note: { to: body.note } } : {}),
      },
      request: actor.request,
      at: now,
    });
    return { ...before, credits: balance };
  });
  return toPublicUser(updated);
}
