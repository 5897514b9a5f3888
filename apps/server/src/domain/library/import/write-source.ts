import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client';
import { librarySections, librarySources } from '../../../db/schema/index';
import {
  isFailure,
  type ImportFailure,
  type ParsedSection,
  type ParsedSource,
  type SourceMeta,
} from '../formats/format';

/** What an import did, counted as it goes (and shown as its progress). */
export type ImportCounts = {
  read: number;
  added: number;
  changed: number;
  unchanged: number;
  withdrawn: number;
  failed: number;
};
export const emptyCounts = (): ImportCounts => ({
  read: 0,
  added: 0,
  changed: 0,
  unchanged: 0,
  withdrawn: 0,
  failed: 0,
});

type Existing = { id: number; hash: string; position: number; withdrawn: boolean };
type SourceRow = typeof librarySources.$inferSelect;
const BATCH = 250;

/** A section's content, not its place: one section added or removed must not make every later one "changed". */
const hashOf = (section: ParsedSection) =>
  createHash('sha256').update(JSON.stringify(section)).digest('base64url');

const META_FIELDS = [
  'jurisdiction',
  'kind',
  'title',
  'publisher',
  'url',
  'licence',
  'asOf',
  'citationPrefix',
] as const satisfies (keyof SourceMeta & keyof SourceRow)[];

/** The source's row, added or updated only when its meta changed (an unchanged source keeps its updated_at). */
async function upsertSource(tx: Tx, meta: SourceMeta): Promise<number> {
  const [row] = await tx.select().from(librarySources).where(eq(librarySources.key, meta.key));
  if (!row) {
    const [added] = await tx.insert(librarySources).values(meta).returning({ id: librarySources.id });
    return added!.id;
  }
  if (META_FIELDS.some((field) => row[field] !== meta[field]))
    await tx.update(librarySources).set(meta).where(eq(librarySources.id, row.id));
  return row.id;
}

/**
 * Writes one source in one transaction: new sections are added, changed ones updated, unchanged ones left
 * untouched, and sections the source no longer holds are marked withdrawn (never deleted: an old chat's
 * citation must still resolve). A section whose file failed keeps its row as it was.
 */
export async function writeSource(
  db: Database,
  source: ParsedSource,
  counts: ImportCounts,
  failures: ImportFailure[],
  onBatch: () => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const sourceId = await upsertSource(tx, source.meta);

    const existing = new Map<string, Existing>();
    const rows = await tx
      .select({
        id: librarySections.id,
        number: librarySections.number,
        hash: librarySections.contentHash,
        position: librarySections.position,
        withdrawnAt: librarySections.withdrawnAt,
      })
      .from(librarySections)
      .where(eq(librarySections.sourceId, sourceId));
    for (const r of rows)
      existing.set(r.number, {
        id: r.id,
        hash: r.hash,
        position: r.position,
        withdrawn: r.withdrawnAt !== null,
      });

    const seen = new Set<string>();
    const failedKeys = new Set<string>();
    let pending: (typeof librarySections.$inferInsert)[] = [];
    let position = 0;
    const flush = async () => {
      if (pending.length > 0) await tx.insert(librarySections).values(pending);
      pending = [];
    };

    for await (const item of source.sections) {
      counts.read += 1;
      if (isFailure(item)) {
        // Its place stays taken, so the sections after a failed file keep theirs.
        position += 1;
        counts.failed += 1;
        failures.push(item);
        failedKeys.add(path.posix.basename(item.file).replace(/\.[^.]+$/, ''));
        continue;
      }
      if (seen.has(item.number)) {
        counts.failed += 1;
        failures.push({ file: item.citation, reason: 'appears twice in the source; the first is kept' });
        continue;
      }
      seen.add(item.number);
      position += 1;
      const contentHash = hashOf(item);
      const values = { ...item, sourceId, position, contentHash, body: bodyOf(item) };
      const known = existing.get(item.number);
      if (!known) {
        pending.push(values);
        counts.added += 1;
      } else if (known.hash !== contentHash || known.withdrawn) {
        await tx
          .update(librarySections)
          .set({ ...values, withdrawnAt: null, updatedAt: new Date() })
          .where(eq(librarySections.id, known.id));
        counts.changed += 1;
      } else {
        // Moved only (a section before it came or went): its place follows, its updated_at stays.
        if (known.position !== position)
          await tx
            .update(librarySections)
            .set({ position, updatedAt: sql`${librarySections.updatedAt}` })
            .where(eq(librarySections.id, known.id));
        counts.unchanged += 1;
      }
      if (pending.length >= BATCH) await flush();
      if (counts.read % BATCH === 0) await onBatch();
    }
    await flush();

    const vanished = [...existing]
      .filter(([number, known]) => !seen.has(number) && !known.withdrawn && !failedKeys.has(number))
      .map(([, known]) => known.id);
    for (let i = 0; i < vanished.length; i += BATCH) {
      await tx
        .update(librarySections)
        .set({ withdrawnAt: new Date() })
        .where(
          and(inArray(librarySections.id, vanished.slice(i, i + BATCH)), isNull(librarySections.withdrawnAt)),
        );
    }
    counts.withdrawn += vanished.length;
    await refreshAreas(tx, sourceId);
    return sourceId;
  });
}

/** The text searched and shown in snippets: each paragraph on its own line, with its label. */
export const bodyOf = (section: ParsedSection) =>
  section.paragraphs.map((p) => (p.label ? `${p.label} ${p.text}` : p.text)).join('\n');

async function refreshAreas(tx: Tx, sourceId: number) {
  await tx.execute(sql`
    update library_sources set areas = coalesce((
      select array_agg(distinct area order by area)
      from library_sections, unnest(areas) as area
      where source_id = ${sourceId} and withdrawn_at is null
    ), '{}') where id = ${sourceId}`);
}
