import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import type { FieldChanges } from './field-changes';

export type AuditRecord = {
  actorId: number;
  action: string;
  entityType: string;
  entityId: string | number | null;
  changes: FieldChanges;
  /** Method and path of the request, kept beside the changes so an entry can be traced to its call. */
  request?: { method: string; path: string };
  at: Date;
};

/** Writes one audit entry; services call it inside their own transaction so the entry and the write agree. */
export async function recordAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId === null ? null : String(record.entityId),
    changes: record.request ? { ...record.changes, request: record.request } : record.changes,
    createdAt: record.at,
  });
}
