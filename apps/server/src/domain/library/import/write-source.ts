import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../../db/client';
import { librarySections, librarySources, libraryTerms, type SectionLevel } from '../../../db/schema/index';
import {
  isFailure,
  type ImportFailure,
  type ParsedSection,
  type ParsedSource,
  type SourceMeta,
} from '../formats/format';
import { citeOf, grammarNamed } from '../citations/find-citations';
import { indexSource } from '../search/term-index';
import { sqlArray } from '../../../db/sql-array';

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

type Existing = { id: number; hash: string; position: number; hierarchy: SectionLevel[]; withdrawn: boolean };
type SourceRow = typeof librarySources.$inferSelect;
const BATCH = 100;
/** Sections written by one import past which the planner's statistics are taken again before it goes on. */
const ANALYZE_AFTER = 1_000;

/** A section's content, not its place: one section added or removed must not make every later one "changed". */
const hashOf = (section: ParsedSection & { citeKey: string | null }) =>
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
  'edition',
  'attribution',
  'format',
] as const satisfies (keyof SourceMeta & keyof SourceRow)[];

/** The row a source's meta becomes: its grammar's name turned into the grammar itself, data the source carries. */
const rowOf = (meta: SourceMeta) => {
  const { grammar, ...rest } = meta;
  return { ...rest, citationGrammar: grammarNamed(grammar) ?? null };
};

/** The source's row, added or updated only when its meta changed (an unchanged source keeps its updated_at). */
async function upsertSource(tx: Tx, meta: SourceMeta): Promise<number> {
  const values = rowOf(meta);
  const [row] = await tx.select().from(librarySources).where(eq(librarySources.key, meta.key));
  if (!row) {
    const [added] = await tx.insert(librarySources).values(values).returning({ id: librarySources.id });
    return added!.id;
  }
  if (
    META_FIELDS.some((field) => row[field] !== meta[field]) ||
    !isDeepStrictEqual(row.citationGrammar, values.citationGrammar)
  )
    await tx.update(librarySources).set(values).where(eq(librarySources.id, row.id));
  return row.id;
}

type PendingWrite =
  | { kind: 'insert'; values: typeof librarySections.$inferInsert }
  | { kind: 'update'; id: number; values: typeof librarySections.$inferInsert }
  | { kind: 'move'; id: number; position: number };

/**
 * Writes one source: new sections are added, changed ones updated, unchanged ones left untouched, and — when
 * the files held the whole source — sections it no longer holds are marked withdrawn (never deleted: an old
 * chat's citation must still resolve). A section whose file failed keeps its row as it was.
 *
 * Writes go in transactions of a few hundred sections, not one for the whole source: the embedded database has
 * one connection, and a 24,000-section import in one transaction would hold every other request for a minute.
 * An import cut short leaves each section either as it was or as imported; running it again completes it.
 * Nothing is written (not even the source) until one section has been read.
 */
export async function writeSource(
  db: Database,
  source: ParsedSource,
  counts: ImportCounts,
  failures: ImportFailure[],
  onBatch: () => Promise<void>,
): Promise<number | null> {
  let sourceId: number | null = null;
  const existing = new Map<string, Existing>();
  const openSource = async () => {
    const id = await db.transaction((tx) => upsertSource(tx, source.meta));
    const rows = await db
      .select({
        id: librarySections.id,
        number: librarySections.number,
        hash: librarySections.contentHash,
        position: librarySections.position,
        hierarchy: librarySections.hierarchy,
        withdrawnAt: librarySections.withdrawnAt,
      })
      .from(librarySections)
      .where(eq(librarySections.sourceId, id));
    for (const r of rows)
      existing.set(r.number, {
        id: r.id,
        hash: r.hash,
        position: r.position,
        hierarchy: r.hierarchy,
        withdrawn: r.withdrawnAt !== null,
      });
    return id;
  };

  const grammar = grammarNamed(source.meta.grammar);
  let changed = false;
  let written = 0;
  const seen = new Set<string>();
  const failedKeys = new Set<string>();
  let pending: PendingWrite[] = [];
  let position = 0;
  const flush = async () => {
    const writes = pending;
    pending = [];
    if (writes.length === 0) return;
    await db.transaction(async (tx) => {
      const inserts = writes.flatMap((w) => (w.kind === 'insert' ? [w.values] : []));
      if (inserts.length > 0) await tx.insert(librarySections).values(inserts);
      for (const write of writes) {
        if (write.kind === 'update') {
          await tx
            .update(librarySections)
            .set({ ...write.values, withdrawnAt: null, updatedAt: new Date() })
            .where(eq(librarySections.id, write.id));
        } else if (write.kind === 'move')
          // Moved only (a section before it came or went): its place follows, its updated_at stays.
          await tx
            .update(librarySections)
            .set({ position: write.position, updatedAt: sql`${librarySections.updatedAt}` })
            .where(eq(librarySections.id, write.id));
      }
    });
  };

  for await (const item of source.sections) {
    counts.read += 1;
    if (isFailure(item)) {
      // Its place stays taken, so the sections after a failed file keep theirs.
      position += 1;
      counts.failed += 1;
      failures.push(item);
      failedKeys.add(path.posix.basename(item.file).replace(/\.[^.]+$/, ''));
    } else if (seen.has(item.number)) {
      counts.failed += 1;
      failures.push({ file: item.citation, reason: 'appears twice in the source; the first is kept' });
    } else {
      sourceId ??= await openSource();
      seen.add(item.number);
      position += 1;
      const known = existing.get(item.number);
      // Section files imported without their title's index keep the place in the hierarchy they had.
      const section =
        item.hierarchy.length === 0 && known && known.hierarchy.length > 0
          ? // In the order a format writes a level: the database's jsonb keeps its keys in an order of its own.
            {
              ...item,
              hierarchy: known.hierarchy.map(({ prefix, num, heading }) => ({ prefix, num, heading })),
            }
          : item;
      const cited = citeOf(section.citation, grammar);
      const keyed = { ...section, citeKey: cited?.key ?? null, citeSection: cited?.section ?? null };
      const contentHash = hashOf(keyed);
      const values = {
        ...keyed,
        sourceId,
        position,
        contentHash,
        body: bodyOf(section),
        version: section.version ?? null,
      };
      if (!known) {
        pending.push({ kind: 'insert', values });
        counts.added += 1;
        written += 1;
        changed = true;
      } else if (known.hash !== contentHash || known.withdrawn) {
        pending.push({ kind: 'update', id: known.id, values });
        counts.changed += 1;
        written += 1;
        changed = true;
      } else {
        if (known.position !== position) pending.push({ kind: 'move', id: known.id, position });
        counts.unchanged += 1;
      }
    }
    if (pending.length >= BATCH) await flush();
    if (counts.read % BATCH === 0) {
      await onBatch();
      // The embedded database answers in the same thread, without a turn of the event loop: without this an
      // import would hold every other request until it ended.
      await nextTurn();
    }
  }
  await flush();
  if (sourceId === null) return null;

  // Only an import of the whole source says which sections it no longer holds.
  if (source.complete !== false) {
    const vanished = [...existing]
      .filter(([number, known]) => !seen.has(number) && !known.withdrawn && !failedKeys.has(number))
      .map(([, known]) => known.id);
    for (let i = 0; i < vanished.length; i += BATCH) {
      await db
        .update(librarySections)
        .set({ withdrawnAt: new Date() })
        .where(
          and(inArray(librarySections.id, vanished.slice(i, i + BATCH)), isNull(librarySections.withdrawnAt)),
        );
    }
    counts.withdrawn += vanished.length;
    if (vanished.length > 0) changed = true;
  }
  // Planner statistics first when many sections were written: with them stale, counting citations below was
  // planned as a nested loop over the whole library (over 15 s for the U.S. Code beside the D.C. Code).
  if (written > ANALYZE_AFTER) await db.execute(sql`analyze library_sections`);
  await refreshAreas(db, sourceId);
  await refreshCitedBy(db, sourceId);
  await linkVersions(db, sourceId);
  // The source's search index is written anew when its sections changed (or it has none yet).
  if (changed || !(await hasIndex(db, sourceId))) await indexSource(db, sourceId);
  return sourceId;
}

/** The text searched and shown in snippets: each paragraph on its own line, with its label. */
export const bodyOf = (section: ParsedSection) =>
  section.paragraphs.map((p) => (p.label ? `${p.label} ${p.text}` : p.text)).join('\n');

async function refreshAreas(db: DbOrTx, sourceId: number) {
  await db.execute(sql`
    update library_sources set areas = coalesce((
      select array_agg(distinct area order by area)
      from library_sections, unnest(areas) as area
      where source_id = ${sourceId} and withdrawn_at is null
    ), '{}') where id = ${sourceId}`);
}

/**
 * Counts, for each section of a source, the sections of it in force that cite it, and writes the counts that
 * moved. Counted here rather than in one UPDATE joining the source to itself: with the planner's statistics a
 * source behind, that UPDATE was planned as a nested loop (51,000 × 30,000 rows for the U.S. Code).
 */
async function refreshCitedBy(db: Database, sourceId: number): Promise<void> {
  const rows = await db
    .select({
      id: librarySections.id,
      number: librarySections.number,
      references: librarySections.crossReferences,
      citedBy: librarySections.citedBy,
      withdrawnAt: librarySections.withdrawnAt,
    })
    .from(librarySections)
    .where(eq(librarySections.sourceId, sourceId));
  const counts = new Map<string, number>();
  for (const row of rows)
    if (row.withdrawnAt === null)
      for (const number of new Set(row.references)) counts.set(number, (counts.get(number) ?? 0) + 1);
  const moved = rows.filter((row) => (counts.get(row.number) ?? 0) !== row.citedBy);
  for (let i = 0; i < moved.length; i += BATCH) {
    const batch = moved.slice(i, i + BATCH);
    await db.execute(sql`
      update library_sections s set cited_by = m.n
      from unnest(${sqlArray(
        batch.map((row) => row.id),
        'int',
      )}, ${sqlArray(
        batch.map((row) => counts.get(row.number) ?? 0),
        'int',
      )})
        as m(id, n)
      where s.id = m.id`);
  }
}

/**
 * A permanent version takes from its temporary one the date it applies from and its place in the code: the D.C.
 * Code files every "(Perm)" text under a "Title 99: Reserved sections", and dates it only in the other's note.
 * Before the source's index is written, as the headings above a section are searched with it.
 */
async function linkVersions(db: DbOrTx, sourceId: number) {
  await db.execute(sql`
    update library_sections p
    set version = jsonb_set(p.version, '{until}', coalesce(t.version->'until', 'null'::jsonb)),
        hierarchy = t.hierarchy
    from library_sections t
    where p.source_id = ${sourceId} and t.source_id = ${sourceId} and t.withdrawn_at is null
      and p.version->>'kind' = 'permanent' and t.version->>'kind' = 'temporary'
      and t.number = p.version->>'of'
      and (p.version->'until' is distinct from t.version->'until' or p.hierarchy is distinct from t.hierarchy)`);
}

const hasIndex = async (db: DbOrTx, sourceId: number) =>
  (
    await db
      .select({ one: libraryTerms.sourceId })
      .from(libraryTerms)
      .where(eq(libraryTerms.sourceId, sourceId))
      .limit(1)
  ).length > 0;
