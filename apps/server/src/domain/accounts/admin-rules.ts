import { and, eq } from 'drizzle-orm';
import { userMessages } from '@amicus/contract/users/admin-schemas';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

type Target = { id: number; role: 'user' | 'admin'; isActive: boolean };
type Change = { role: 'user' | 'admin'; isActive: boolean } | 'delete';

/** An admin cannot delete, deactivate or demote themselves: they would lock themselves out mid-task. */
export function assertNotSelfHarm(actorId: number, target: Target, change: Change): void {
  if (target.id !== actorId) return;
  if (change === 'delete') throw new AppError('BAD_REQUEST', userMessages.cannotDeleteSelf);
  if (!change.isActive) throw new AppError('BAD_REQUEST', userMessages.cannotDeactivateSelf);
  if (change.role !== 'admin') throw new AppError('BAD_REQUEST', userMessages.cannotDemoteSelf);
}

/**
 * The last active admin cannot be removed, deactivated or demoted. The active admins' rows are locked first,
 * so two admins demoting each other at the same moment cannot both succeed: the second sees the first's
 * change (PostgreSQL re-reads locked rows) and is refused.
 */
export async function assertAnAdminRemains(
  tx: Tx,
  target: Target,
  change: Change,
  message: string = userMessages.lastAdmin,
): Promise<void> {
  const activeAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(users.id)
    .for('update');
  const targetIsActiveAdmin = activeAdmins.some((a) => a.id === target.id);
  const stays = change !== 'delete' && change.role === 'admin' && change.isActive;
  if (!targetIsActiveAdmin || stays) return;
  if (activeAdmins.length <= 1) throw new AppError('CONFLICT', message);
}
