import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import type { AuditActor } from './audit-actor';
import { diffFields, type FieldChanges } from './field-changes';

export type AuditRecord = {
  /** Null for an account that deleted itself: the entry outlives its actor. */
  actorId: number | null;
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

export type RowChange = {
  entityType: string;
  entityId: number;
  /** The row before the write; absent for a creation. */
  before?: object;
  /** The row after the write; absent for a deletion. */
  after?: object;
  /** Named after the change unless given: create, update or delete. */
  action?: string;
  at: Date;
};

/** An admin's write of one row, with the fields that changed, in the write's own transaction. */
export async function recordRowChange(db: DbOrTx, actor: AuditActor, change: RowChange): Promise<void> {
  const before = change.before as Record<string, unknown> | undefined;
  const after = change.after as Record<string, unknown> | undefined;
  await recordAudit(db, {
    actorId: actor.id,
    action: change.action ?? (!before ? 'create' : !after ? 'delete' : 'update'),
    entityType: change.entityType,
    entityId: change.entityId,
    changes: diffFields(before, after),
    request: actor.request,
    at: change.at,
  });
}
