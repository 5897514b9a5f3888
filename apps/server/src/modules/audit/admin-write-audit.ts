import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { describeError } from '../../http/describe-error';
import { actionOf, auditedEntityOf, type AuditedEntity, type AuditedTable } from './audited-entities';
import { bodyAsChanges, diffFields } from './field-changes';
import { recordAudit } from './record-audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'service': the route's service writes its own audit entries (in its transaction); the hook skips it. */
    audit?: 'service';
  }
  interface FastifyRequest {
    adminWrite: AdminWrite | null;
  }
}

type AdminWrite = {
  path: string;
  entity: AuditedEntity | undefined;
  entityId: string | number | null;
  before: Record<string, unknown> | undefined;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function readRow(
  db: DbOrTx,
  table: AuditedTable,
  id: string | number,
): Promise<Record<string, unknown> | undefined> {
  const numeric = typeof id === 'number' ? id : Number(id);
  if (!Number.isSafeInteger(numeric)) return undefined;
  const [row] = await db.select().from(table).where(eq(table.id, numeric)).limit(1);
  return row as Record<string, unknown> | undefined;
}

function idBeforeHandler(entity: AuditedEntity | undefined, request: FastifyRequest): string | number | null {
  if (entity?.idFrom === 'auth') return request.auth?.id ?? null;
  const param = entity?.idFrom?.param ?? 'id';
  const value = (request.params as Record<string, unknown> | undefined)?.[param];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The id of a created object, read from the answer: `data.id`, `plan.id`, `user.id`, `trialId`, `id`… */
function idFromAnswer(payload: unknown): number | null {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
  if (!text || text.length > 1_000_000) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const record = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  const root = record(body);
  const candidates = [
    record(root?.data)?.id,
    record(root?.plan)?.id,
    record(root?.subscription)?.id,
    record(record(root?.data)?.subscription)?.id,
    record(root?.user)?.id,
    root?.trialId,
    root?.id,
  ];
  const found = candidates.find((c) => typeof c === 'number' && Number.isSafeInteger(c));
  return typeof found === 'number' ? found : null;
}

/**
 * Records every write an admin makes through the API, whoever's module serves it: a preHandler appended to
 * each write route (after its auth guard) snapshots the target row, and after a 2xx answer the entry is written
 * with the changed fields, before the answer leaves, so a client that saw the answer finds the entry. Routes
 * whose service audits itself are marked `config: { audit: 'service' }`.
 */
export function registerAdminWriteAudit(app: FastifyInstance, ctx: AppContext, apiPrefix: string): void {
  app.decorateRequest('adminWrite', null);

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((m) => m.toUpperCase());
    if (!methods.some((m) => WRITE_METHODS.has(m))) return;
    if (!route.url.startsWith(`${apiPrefix}/`) || route.config?.audit === 'service') return;
    const path = route.url.slice(apiPrefix.length);
    const snapshot: preHandlerAsyncHookHandler = async (request) => {
      if (request.auth?.role !== 'admin' || !WRITE_METHODS.has(request.method)) return;
      const entity = auditedEntityOf(request.method, path);
      const entityId = idBeforeHandler(entity, request);
      const before = entity && entityId !== null ? await readRow(ctx.db, entity.table, entityId) : undefined;
      request.adminWrite = { path, entity, entityId, before };
    };
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, snapshot];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.adminWrite;
    if (!write || !request.auth || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    try {
      const { entity } = write;
      const entityId = write.entityId ?? idFromAnswer(payload);
      const after = entity && entityId !== null ? await readRow(ctx.db, entity.table, entityId) : undefined;
      const changes =
        entity && (write.before || after) ? diffFields(write.before, after) : bodyAsChanges(request.body);
      await recordAudit(ctx.db, {
        actorId: request.auth.id,
        action: actionOf(request.method, entity),
        entityType: entity?.entityType ?? write.path.split('/')[1] ?? 'unknown',
        entityId,
        changes,
        request: { method: request.method, path: write.path },
        at: ctx.clock.now(),
      });
    } catch (error) {
      request.log.error({ error: describeError(error) }, 'audit entry not written');
    }
    return payload;
  });
}
