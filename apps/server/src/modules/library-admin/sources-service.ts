import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { libraryAdminMessages as m } from '@amicus/contract/library/admin-messages';
import type { LibrarySource } from '@amicus/contract/library/schemas';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { librarySections, librarySources } from '../../db/schema/index';
import type { AuditActor } from '../../domain/audit/audit-actor';
import { recordRowChange } from '../../domain/audit/record-audit';
import { notFound } from '../../http/app-error';

type SourceRow = typeof librarySources.$inferSelect;

// Written out in full: inside a subquery Drizzle names columns without their table, and "id" would be the section's.
const sectionCount = sql<number>`(
  select count(*)::int from library_sections
  where library_sections.source_id = library_sources.id and library_sections.withdrawn_at is null
)`;

function toSource(row: SourceRow, count: number): LibrarySource {
  return {
    id: row.id,
    key: row.key,
    jurisdiction: row.jurisdiction,
    kind: row.kind,
    title: row.title,
    publisher: row.publisher,
    url: row.url,
    licence: row.licence,
    asOf: row.asOf,
    edition: row.edition,
    attribution: row.attribution,
    areas: row.areas,
    enabled: row.enabled,
    sectionCount: count,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every source, by jurisdiction then title, with its sections that are not withdrawn counted. */
export async function listSources(ctx: AppContext): Promise<LibrarySource[]> {
  const rows = await ctx.db
    .select({ source: librarySources, count: sectionCount })
    .from(librarySources)
    .orderBy(asc(librarySources.jurisdiction), asc(librarySources.title), asc(librarySources.id));
  return rows.map((row) => toSource(row.source, row.count));
}

async function countOf(db: DbOrTx, sourceId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(librarySections)
    .where(and(eq(librarySections.sourceId, sourceId), isNull(librarySections.withdrawnAt)));
  return row?.count ?? 0;
}

/** Enables or disables a source (a disabled one is kept but not searched or cited), audited. */
export async function setSourceEnabled(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  enabled: boolean,
): Promise<LibrarySource> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(librarySources).where(eq(librarySources.id, id)).for('update');
    if (!before) throw notFound(m.sourceNotFound);
    const [after] = await tx
      .update(librarySources)
      .set({ enabled, updatedAt: ctx.clock.now() })
      .where(eq(librarySources.id, id))
      .returning();
    await recordRowChange(tx, actor, {
      entityType: 'library_source',
      entityId: id,
      before: { enabled: before.enabled },
      after: { enabled: after!.enabled },
      at: ctx.clock.now(),
    });
    return toSource(after!, await countOf(tx, id));
  });
}

/** Deletes a source and its sections, audited. Replies that cited it keep the passages stored with them. */
export async function deleteSource(ctx: AppContext, actor: AuditActor, id: number): Promise<SourceRow> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(librarySources).where(eq(librarySources.id, id)).returning();
    if (!before) throw notFound(m.sourceNotFound);
    await recordRowChange(tx, actor, {
      entityType: 'library_source',
      entityId: id,
      before: {
        key: before.key,
        title: before.title,
        jurisdiction: before.jurisdiction,
        kind: before.kind,
        enabled: before.enabled,
      },
      at: ctx.clock.now(),
    });
    return before;
  });
}
