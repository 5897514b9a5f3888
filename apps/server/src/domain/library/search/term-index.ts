import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client';
import { librarySections, librarySources, libraryTerms, type SectionLevel } from '../../../db/schema/index';
import { termsOf } from '../../text/terms';

/**
 * BM25F's fields, as tuned on the development set in bench/library (decision 021): a word counts most in a
 * section's number and heading, then in the headings of the chapters above it, then in its text, each count
 * normalised by its field's length against the source's average. The weight stored is the fields' sum; a search
 * saturates it (K1) and multiplies it by the word's rarity.
 */
export const FIELDS = {
  heading: { weight: 12, b: 0.5 },
  context: { weight: 3 },
  body: { weight: 0.5, b: 0.9 },
};
/**
 * A problem of the index is plain words throughout: its heading (title and the ways people ask) and its text
 * (what it is and what the law provides on it) both say what it is about.
 */
export const PROBLEM_FIELDS: typeof FIELDS = {
  heading: { weight: 6, b: 0.3 },
  context: { weight: 0 },
  body: { weight: 2, b: 0.5 },
};

/** A typed array's bytes, little-endian as every platform Node runs on stores them. */
const bytesOf = (array: Int32Array | Float32Array) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength);

/** Sections read from the database at a time, and index rows written per statement. */
const READ_BATCH = 500;
const WRITE_BATCH = 1_000;
/** Sections whose words are counted between two turns of the event loop: a few milliseconds' work. */
const COUNT_STEP = 50;

/**
 * A section's counts of one word, packed in one number (the whole U.S. Code has five million of them): times in
 * the heading (below 2^20), times in the text (below 2^30), and whether it is in the chapter headings.
 */
const pack = (heading: number, body: number, context: boolean) =>
  Math.min(heading, 0xfffff) * 2 ** 31 + Math.min(body, 0x3fffffff) * 2 + (context ? 1 : 0);
const unpack = (packed: number) => ({
  heading: Math.floor(packed / 2 ** 31),
  body: Math.floor((packed % 2 ** 31) / 2),
  context: packed % 2 === 1,
});

/** One source's postings as they are counted: for each word, the sections holding it and how. */
class Postings {
  readonly words = new Map<string, { ids: number[]; counts: number[] }>();
  readonly lengths = new Map<number, { heading: number; body: number }>();

  add(id: number, heading: string[], body: string[], context: Set<string>) {
    const counts = new Map<string, { heading: number; body: number }>();
    const at = (word: string) => {
      let counted = counts.get(word);
      if (!counted) counts.set(word, (counted = { heading: 0, body: 0 }));
      return counted;
    };
    for (const word of heading) at(word).heading += 1;
    for (const word of body) at(word).body += 1;
    for (const word of context) at(word);
    for (const [word, counted] of counts) {
      let posting = this.words.get(word);
      if (!posting) this.words.set(word, (posting = { ids: [], counts: [] }));
      posting.ids.push(id);
      posting.counts.push(pack(counted.heading, counted.body, context.has(word)));
    }
    this.lengths.set(id, { heading: heading.length, body: body.length });
  }

  /** Each word's weights, once every section's length (and so the averages) is known. */
  *rows(fields: typeof FIELDS): Generator<{ lexeme: string; sectionIds: number[]; weights: number[] }> {
    let headings = 0;
    let bodies = 0;
    for (const length of this.lengths.values()) {
      headings += length.heading;
      bodies += length.body;
    }
    const n = Math.max(this.lengths.size, 1);
    const averageHeading = Math.max(headings / n, 1);
    const averageBody = Math.max(bodies / n, 1);
    const { heading, context, body } = fields;
    for (const [lexeme, posting] of this.words) {
      const weights = posting.ids.map((id, i) => {
        const counted = unpack(posting.counts[i]!);
        const length = this.lengths.get(id)!;
        return (
          (heading.weight * counted.heading) /
            (1 - heading.b + (heading.b * length.heading) / averageHeading) +
          (counted.context ? context.weight : 0) +
          (body.weight * counted.body) / (1 - body.b + (body.b * length.body) / averageBody)
        );
      });
      yield { lexeme, sectionIds: posting.ids, weights };
    }
  }
}

/** The headings of the levels above a section but its topmost ("Title 42. Real Property." says little). */
const contextOf = (hierarchy: SectionLevel[]) =>
  hierarchy
    .slice(1)
    .map((level) => level.heading)
    .join(' ');

/**
 * Writes a source's search index anew from its sections in force or repealed (not withdrawn): each section's
 * words counted in its number and heading, its chapter headings and its text, then one row per word. The
 * source's rows are replaced in one transaction, so a search sees the old index or the new, never half; the
 * source's `updated_at` moves, which tells every instance that the library changed.
 */
export async function indexSource(db: Database, sourceId: number): Promise<void> {
  const [source] = await db
    .select({ kind: librarySources.kind })
    .from(librarySources)
    .where(eq(librarySources.id, sourceId));
  const fields = source?.kind === 'problems' ? PROBLEM_FIELDS : FIELDS;
  const postings = new Postings();
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: librarySections.id,
        number: librarySections.number,
        heading: librarySections.heading,
        body: librarySections.body,
        hierarchy: librarySections.hierarchy,
      })
      .from(librarySections)
      .where(
        and(
          eq(librarySections.sourceId, sourceId),
          isNull(librarySections.withdrawnAt),
          gt(librarySections.id, after),
        ),
      )
      .orderBy(asc(librarySections.id))
      .limit(READ_BATCH);
    if (rows.length === 0) break;
    for (const [i, row] of rows.entries()) {
      // A large source's words are counted a slice at a time, the server's other requests served between.
      if (i > 0 && i % COUNT_STEP === 0) await nextTurn();
      postings.add(
        row.id,
        termsOf(`${row.number} ${row.heading}`),
        termsOf(row.body),
        new Set(termsOf(contextOf(row.hierarchy))),
      );
    }
    after = rows.at(-1)!.id;
  }
  await db.transaction(async (tx) => {
    await tx.delete(libraryTerms).where(eq(libraryTerms.sourceId, sourceId));
    let batch: (typeof libraryTerms.$inferInsert)[] = [];
    for (const row of postings.rows(fields)) {
      batch.push({
        lexeme: row.lexeme,
        sourceId,
        sectionIds: bytesOf(Int32Array.from(row.sectionIds)),
        weights: bytesOf(Float32Array.from(row.weights)),
        sections: row.sectionIds.length,
      });
      if (batch.length >= WRITE_BATCH) {
        await tx.insert(libraryTerms).values(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await tx.insert(libraryTerms).values(batch);
    await tx
      .update(librarySources)
      .set({ updatedAt: sql`now()` })
      .where(eq(librarySources.id, sourceId));
  });
}

/**
 * After an import: the planner's statistics, so the statements that follow it read sections and index rows by
 * their indexes. A sample, quick on any size (a VACUUM here read the whole library: over 15 s once the U.S. Code
 * joined the D.C. Code); autovacuum does the rest in its own time.
 */
export async function refreshSearchStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze library_terms, library_sections`);
}

/**
 * Writes the index of every source that has sections but none: after an upgrade that rebuilt the index's table,
 * or an import cut short before its index was written. Run at every start; quick when there is nothing to do.
 */
export async function indexUnindexedSources(db: Database): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select src.id from library_sources src
        where exists (select 1 from library_sections s where s.source_id = src.id and s.withdrawn_at is null)
          and not exists (select 1 from library_terms t where t.source_id = src.id)`,
  );
  const ids = rows.map((row) => Number(row.id));
  for (const id of ids) await indexSource(db, id);
  return ids.length;
}
