import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@amicus/contract/admin/audit-log';
import { paginationOf, type Pagination } from '@amicus/contract/common/pagination';
import type { AppContext } from '../../app-context';
import { auditLog, users } from '../../db/schema/index';

export type AuditLogFilter = { page: number; limit: number; entityType?: string; entityId?: string };

/** The audit log, newest first, optionally for one kind of object or one object. */
export async function listAuditLog(
  ctx: AppContext,
  filter: AuditLogFilter,
): Promise<{ data: AuditEntry[]; pagination: Pagination }> {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        changes: auditLog.changes,
        createdAt: auditLog.createdAt,
        actorId: users.id,
        actorName: users.name,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    ctx.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const totalCount = total?.total ?? 0;
  return {
    data: rows.map((r) => ({
      id: r.id,
      actor:
        r.actorId === null ? null : { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' },
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      changes: r.changes,
      createdAt: r.createdAt.toISOString(),
    })),
    pagination: paginationOf(filter.page, filter.limit, totalCount),
  };
}
