import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Problem, ProblemSummary } from '@amicus/contract/library/problem-schemas';
import type { DbOrTx } from '../../../db/client';
import { libraryProblems, libraryProblemSections, librarySections } from '../../../db/schema/index';

// Written out in full: inside a subquery Drizzle names a column without its table, and "id" would be the link's.
const flaggedCount = sql<number>`(select count(*)::int from library_problem_sections ps
  where ps.problem_id = library_problems.id and ps.flag is not null)`;

/** A jurisdiction's problems (or every one), by area then title, with how many of their citations are flagged. */
export async function listProblems(
  db: DbOrTx,
  filters: { jurisdiction?: string; area?: string; flagged?: boolean },
): Promise<ProblemSummary[]> {
  const rows = await db
    .select({
      id: libraryProblems.id,
      jurisdiction: libraryProblems.jurisdiction,
      slug: libraryProblems.slug,
      area: libraryProblems.area,
      title: libraryProblems.title,
      description: libraryProblems.description,
      flagged: flaggedCount,
    })
    .from(libraryProblems)
    .where(
      and(
        filters.jurisdiction ? eq(libraryProblems.jurisdiction, filters.jurisdiction) : undefined,
        filters.area ? eq(libraryProblems.area, filters.area) : undefined,
        filters.flagged
          ? inArray(
              libraryProblems.id,
              db
                .select({ id: libraryProblemSections.problemId })
                .from(libraryProblemSections)
                .where(isNotNull(libraryProblemSections.flag)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(libraryProblems.area), asc(libraryProblems.title));
  return rows.map((row) => ({ ...row, flagged: Number(row.flagged) }));
}

/** One problem with the sections that govern it, their key paragraphs as the library holds them, and flags. */
export async function getProblem(db: DbOrTx, id: number): Promise<Problem | undefined> {
  const [problem] = await db.select().from(libraryProblems).where(eq(libraryProblems.id, id));
  if (!problem) return undefined;
  const links = await db
    .select({
      citation: libraryProblemSections.citation,
      paragraphs: libraryProblemSections.paragraphs,
      says: libraryProblemSections.says,
      sectionId: libraryProblemSections.sectionId,
      flag: libraryProblemSections.flag,
      heading: librarySections.heading,
      sectionParagraphs: librarySections.paragraphs,
    })
    .from(libraryProblemSections)
    .leftJoin(librarySections, eq(librarySections.id, libraryProblemSections.sectionId))
    .where(eq(libraryProblemSections.problemId, id))
    .orderBy(asc(libraryProblemSections.position));
  return {
    id: problem.id,
    jurisdiction: problem.jurisdiction,
    slug: problem.slug,
    area: problem.area,
    title: problem.title,
    description: problem.description,
    asks: problem.asks,
    edited: problem.edited,
    flagged: links.filter((link) => link.flag !== null).length,
    governs: links.map((link) => ({
      citation: link.citation,
      paragraphs: link.paragraphs,
      says: link.says,
      sectionId: link.sectionId,
      heading: link.heading,
      keyParagraphs: (link.sectionParagraphs ?? [])
        .filter((p) => link.paragraphs.includes(p.path) && p.text.trim() !== '')
        .map((p) => ({ path: p.path, label: p.label, text: p.text })),
      flag: link.flag,
    })),
  };
}
