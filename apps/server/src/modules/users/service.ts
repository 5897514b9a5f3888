import { desc, eq } from 'drizzle-orm';
import type { PublicUser } from '@amicus/contract/users/schemas';
import {
  userMessages,
  type createUserBodySchema,
  type updateUserBodySchema,
} from '@amicus/contract/users/admin-schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { getRuntimeSettings } from '../../domain/settings/runtime-settings';
import { assertNotCommon, hashPassword } from '../../domain/accounts/passwords';
import { revokeAllSessions } from '../../domain/accounts/sessions';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { diffFields } from '../../domain/audit/field-changes';
import { eraseAccount, removeAccountFiles } from '../../domain/accounts/erase-account';
import { recordAudit } from '../../domain/audit/record-audit';
import { changeCredits } from '../../domain/credits/ledger';
import { assertAnAdminRemains, assertNotSelfHarm } from '../../domain/accounts/admin-rules';
import { toPublicUser } from '../../domain/accounts/public-user';
import { rethrowUserConflict } from '../../domain/accounts/unique-violation';

type CreateUserInput = z.output<typeof createUserBodySchema>;
type UpdateUserInput = z.output<typeof updateUserBodySchema>;
type UserRow = typeof users.$inferSelect;

export async function listUsers(ctx: AppContext): Promise<PublicUser[]> {
  const rows = await ctx.db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toPublicUser);
}

async function findUser(db: DbOrTx, id: number, lock = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(userMessages.notFound);
  return row;
}

export async function getUser(ctx: AppContext, id: number): Promise<PublicUser> {
  return toPublicUser(await findUser(ctx.db, id));
}

/**
 * An account made by an admin: the same field rules as sign-up, and the same sign-up credits (through the
 * ledger), so it starts exactly like an account its owner made.
 */
export async function createUser(
  ctx: AppContext,
  actor: AuditActor,
  body: CreateUserInput,
): Promise<PublicUser> {
  assertNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  const settings = await getRuntimeSettings(ctx.db, ctx.config);
  const now = ctx.clock.now();
  const created = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          username: body.username,
          passwordHash,
          role: body.role,
          isActive: body.isActive,
        })
        .returning();
      let user = row!;
      if (settings.signupCredits > 0) {
        const { balance } = await changeCredits(tx, {
          userId: user.id,
          amount: settings.signupCredits,
          reason: 'signup',
          reference: `signup:${user.id}`,
        });
        user = { ...user, credits: balance };
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'create',
        entityType: 'user',
        entityId: user.id,
        changes: diffFields(undefined, user),
        request: actor.request,
        at: now,
      });
      return user;
    })
    .catch(rethrowUserConflict);
  return toPublicUser(created);
}

/**
 * Edits an account. Deactivating it, or setting a new password, ends every session it has, so a token it
 * already holds stops working at once.
 */
export async function updateUser(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  body: UpdateUserInput,
): Promise<PublicUser> {
  if (body.password) assertNotCommon(body.password);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const now = ctx.clock.now();
  const updated = await ctx.db
    .transaction(async (tx) => {
      const change = { role: body.role, isActive: body.isActive };
      const current = await findUser(tx, id);
      assertNotSelfHarm(actor.id, current, change);
      await assertAnAdminRemains(tx, current, change);
      const before = await findUser(tx, id, true);
      const [after] = await tx
        .update(users)
        .set({
          name: body.name,
          email: body.email,
          username: body.username,
          role: body.role,
          isActive: body.isActive,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      if (before.isActive && !after!.isActive) await revokeAllSessions(tx, id, 'deactivated by admin', now);
      else if (passwordHash) await revokeAllSessions(tx, id, 'password set by admin', now);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'update',
        entityType: 'user',
        entityId: id,
        changes: diffFields(before, after),
        request: actor.request,
        at: now,
      });
      return after!;
    })
    .catch(rethrowUserConflict);
  return toPublicUser(updated);
}

/** Removes an account with everything it owns (decision 022), then its files. */
export async function deleteUser(ctx: AppContext, actor: AuditActor, id: number): Promise<void> {
  const now = ctx.clock.now();
  const fileKeys = await ctx.db.transaction(async (tx) => {
    const current = await findUser(tx, id);
    assertNotSelfHarm(actor.id, current, 'delete');
    await assertAnAdminRemains(tx, current, 'delete');
    const keys = await eraseAccount(tx, await findUser(tx, id, true));
    // No personal field: what was deleted cannot be read back from the audit either.
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'delete',
      entityType: 'user',
      entityId: id,
      changes: { role: { from: current.role } },
      request: actor.request,
      at: now,
    });
    return keys;
  });
  removeAccountFiles(ctx, fileKeys);
}
