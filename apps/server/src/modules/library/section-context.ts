import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CITED_BY_SHOWN, type LibrarySection, type SectionMention } from '@amicus/contract/library/schemas';
import type { DbOrTx } from '../../db/client';
import { librarySections } from '../../db/schema/index';

type SectionRow = typeof librarySections.$inferSelect;

const mention = {
  id: librarySections.id,
  citation: librarySections.citation,
  heading: librarySections.heading,
};

/** The section before or after one in its source's published order, withdrawn ones left out. */
async function neighbour(db: DbOrTx, section: SectionRow, way: 'previous' | 'next') {
  const [row] = await db
    .select(mention)
    .from(librarySections)
    .where(
      and(
        eq(librarySections.sourceId, section.sourceId),
        isNull(librarySections.withdrawnAt),
        way === 'previous'
          ? lt(librarySections.position, section.position)
          : gt(librarySections.position, section.position),
      ),
    )
    .orderBy(way === 'previous' ? desc(librarySections.position) : asc(librarySections.position))
    .limit(1);
  return row ?? null;
}

/**
 * Where a section sits among its source's others: the one before and after it, and those that cite it (how many,
 * and the first CITED_BY_SHOWN in the source's order). Cross-references name sections of the same source.
 */
export async function sectionContext(
  db: DbOrTx,
  section: SectionRow,
): Promise<Pick<LibrarySection, 'previous' | 'next' | 'citedBy'>> {
  const number = section.version?.kind === 'permanent' ? section.version.of : section.number;
  const citing = and(
    eq(librarySections.sourceId, section.sourceId),
    isNull(librarySections.withdrawnAt),
    sql`${librarySections.crossReferences} @> array[${number}]::text[]`,
  );
  const [previous, next, sections, [counted]] = await Promise.all([
    neighbour(db, section, 'previous'),
    neighbour(db, section, 'next'),
    db
      .select(mention)
      .from(librarySections)
      .where(citing)
      .orderBy(asc(librarySections.position))
      .limit(CITED_BY_SHOWN) as Promise<SectionMention[]>,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(librarySections)
      .where(citing),
  ]);
  return { previous, next, citedBy: { total: counted?.total ?? 0, sections } };
}
