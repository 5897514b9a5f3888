import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { placeName } from '@amicus/contract/places/places';
import type { Database, DbOrTx } from '../../../db/client';
import {
  libraryProblems,
  libraryProblemSections,
  librarySections,
  librarySources,
  type ProblemFlag,
} from '../../../db/schema/index';
import { findCitations } from '../citations/find-citations';
import type { ParsedSection, ParsedSource } from '../formats/format';
import { emptyCounts, writeSource } from '../import/write-source';
import { versionInForce } from '../versions';
import { jurisdictionChain } from '../search/jurisdiction';
import type { ProblemData, ProblemFile } from './problem-data';

/** The library source a jurisdiction's problems are searched as: `problems-us-dc`. */
export const problemSourceKey = (jurisdiction: string) => `problems-${jurisdiction.toLowerCase()}`;

/**
 * Writes the data files' problems into the index: new ones added, changed ones updated with the sections they
 * cite, those gone from a file removed. A problem an admin has edited is left as the admin left it. Then each
 * jurisdiction's problems are written as its library source, and every citation is resolved.
 */
export async function syncProblemData(db: Database, files: ProblemFile[]): Promise<void> {
  for (const file of files) {
    const kept = new Set<string>();
    for (const problem of file.problems) {
      kept.add(problem.slug);
      await upsertProblem(db, file.jurisdiction, problem, { fromData: true });
    }
    const existing = await db
      .select({ id: libraryProblems.id, slug: libraryProblems.slug, edited: libraryProblems.edited })
      .from(libraryProblems)
      .where(eq(libraryProblems.jurisdiction, file.jurisdiction));
    const gone = existing.filter((row) => !kept.has(row.slug) && !row.edited).map((row) => row.id);
    if (gone.length > 0) await db.delete(libraryProblems).where(inArray(libraryProblems.id, gone));
    await writeProblemSource(db, file.jurisdiction);
  }
  await resolveProblemSections(db);
}

/**
 * Adds or updates one problem with the sections that govern it. From the data files, an admin-edited problem is
 * left alone; from an admin, it is marked edited. Answers its id.
 */
export async function upsertProblem(
  db: DbOrTx,
  jurisdiction: string,
  problem: ProblemData,
  options: { fromData: boolean },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const values = {
      jurisdiction,
      slug: problem.slug,
      area: problem.area,
      title: problem.title,
      description: problem.description,
      asks: problem.asks,
      edited: !options.fromData,
    };
    const [row] = await tx
      .insert(libraryProblems)
      .values(values)
      .onConflictDoUpdate({
        target: [libraryProblems.jurisdiction, libraryProblems.slug],
        set: { ...values, updatedAt: new Date() },
        // The data files do not overwrite what an admin wrote.
        ...(options.fromData ? { setWhere: eq(libraryProblems.edited, false) } : {}),
      })
      .returning({ id: libraryProblems.id });
    if (!row) return null;
    const current = await tx
      .select()
      .from(libraryProblemSections)
      .where(eq(libraryProblemSections.problemId, row.id))
      .orderBy(libraryProblemSections.position);
    const same =
      current.length === problem.governs.length &&
      current.every(
        (link, i) =>
          link.citation === problem.governs[i]!.citation &&
          link.says === problem.governs[i]!.says &&
          link.paragraphs.join('|') === problem.governs[i]!.paragraphs.join('|'),
      );
    if (!same) {
      await tx.delete(libraryProblemSections).where(eq(libraryProblemSections.problemId, row.id));
      await tx
        .insert(libraryProblemSections)
        .values(
          problem.governs.map((governing, position) => ({ problemId: row.id, position, ...governing })),
        );
    }
    return row.id;
  });
}

const areaName = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

/** A jurisdiction's problems as a library source: each problem a section, searched in its plain words. */
export async function writeProblemSource(db: Database, jurisdiction: string): Promise<void> {
  const problems = await db
    .select()
    .from(libraryProblems)
    .where(eq(libraryProblems.jurisdiction, jurisdiction))
    .orderBy(libraryProblems.area, libraryProblems.slug);
  const links = await db
    .select({
      problemId: libraryProblemSections.problemId,
      says: libraryProblemSections.says,
      citation: libraryProblemSections.citation,
    })
    .from(libraryProblemSections)
    .innerJoin(libraryProblems, eq(libraryProblems.id, libraryProblemSections.problemId))
    .where(eq(libraryProblems.jurisdiction, jurisdiction))
    .orderBy(libraryProblemSections.position);
  const place = placeName(jurisdiction) ?? jurisdiction;
  // A problem's title and the ways people ask about it are its heading, the words that say what it is; its
  // description and what each governing section provides are its text.
  const sections: ParsedSection[] = problems.map((problem) => ({
    number: problem.slug,
    heading: [problem.title, ...problem.asks].join(' · '),
    citation: `Problem: ${problem.title}`,
    hierarchy: [{ prefix: 'Area', num: problem.area, heading: areaName(problem.area) }],
    paragraphs: [
      { label: '', path: '', depth: 0, text: problem.description },
      ...links
        .filter((link) => link.problemId === problem.id)
        .map((link) => ({ label: '', path: '', depth: 0, text: `${link.citation}: ${link.says}` })),
    ],
    notes: [],
    crossReferences: [],
    areas: [problem.area],
    status: 'in_force',
  }));
  const source: ParsedSource = {
    meta: {
      key: problemSourceKey(jurisdiction),
      jurisdiction,
      kind: 'problems',
      title: `Everyday problems: ${place}`,
      publisher: 'Amicus',
      url: null,
      licence: 'Amicus (AGPL-3.0-or-later): plain-language descriptions, not law',
      asOf: null,
      citationPrefix: 'Problem:',
      edition: null,
      attribution: null,
      grammar: null,
      format: 'problems',
    },
    sections: (async function* () {
      yield* sections;
    })(),
  };
  await writeSource(db, source, emptyCounts(), [], async () => {});
}

/**
 * Resolves every problem's citations to the library's sections (of the problem's jurisdiction, its country, or
 * the guides: the same layers a question searches) and flags what an admin should look at: a citation the
 * library does not hold, a section withdrawn, or changed by an edition imported since the link was made, or a
 * paragraph it no longer has. Run after every import.
 */
export async function resolveProblemSections(db: Database): Promise<void> {
  const links = await db
    .select({
      id: libraryProblemSections.id,
      citation: libraryProblemSections.citation,
      paragraphs: libraryProblemSections.paragraphs,
      sectionId: libraryProblemSections.sectionId,
      sectionHash: libraryProblemSections.sectionHash,
      flag: libraryProblemSections.flag,
      jurisdiction: libraryProblems.jurisdiction,
    })
    .from(libraryProblemSections)
    .innerJoin(libraryProblems, eq(libraryProblems.id, libraryProblemSections.problemId));
  if (links.length === 0) return;
  const keyOf = new Map(links.map((link) => [link.id, findCitations(link.citation)[0]?.key ?? null]));
  const keys = [...new Set([...keyOf.values()].filter((key): key is string => key !== null))];
  const sections =
    keys.length === 0
      ? []
      : await db
          .select({
            id: librarySections.id,
            citeKey: librarySections.citeKey,
            hash: librarySections.contentHash,
            withdrawnAt: librarySections.withdrawnAt,
            paragraphs: librarySections.paragraphs,
            version: librarySections.version,
            jurisdiction: librarySources.jurisdiction,
          })
          .from(librarySections)
          .innerJoin(librarySources, eq(librarySources.id, librarySections.sourceId))
          .where(and(eq(librarySources.enabled, true), inArray(librarySections.citeKey, keys)));
  let moved = false;
  for (const link of links) {
    const key = keyOf.get(link.id);
    const chain = jurisdictionChain(link.jurisdiction);
    const candidates = sections
      .filter((section) => section.citeKey === key && chain.includes(section.jurisdiction))
      .sort(
        (a, b) =>
          Number(a.withdrawnAt !== null) - Number(b.withdrawnAt !== null) ||
          chain.indexOf(a.jurisdiction) - chain.indexOf(b.jurisdiction) ||
          // Of a section's two versions, the one in force today governs.
          Number(versionInForce(b.version)) - Number(versionInForce(a.version)),
      );
    const section = candidates[0];
    let flag: ProblemFlag | null = null;
    if (!section) flag = 'not_found';
    else if (section.withdrawnAt) flag = 'withdrawn';
    else if (link.sectionHash && link.sectionHash !== section.hash) flag = 'changed';
    else if (link.paragraphs.some((path) => !section.paragraphs.some((p) => p.path === path)))
      flag = 'paragraph_missing';
    const sectionId = section?.id ?? null;
    // A link first made takes the section as it is; a changed one keeps its old hash until an admin confirms it.
    const sectionHash = link.sectionHash ?? section?.hash ?? null;
    if (sectionId === link.sectionId && flag === link.flag && sectionHash === link.sectionHash) continue;
    moved = true;
    await db
      .update(libraryProblemSections)
      .set({ sectionId, flag, sectionHash, flaggedAt: flag && flag !== link.flag ? new Date() : undefined })
      .where(eq(libraryProblemSections.id, link.id));
  }
  // The snapshot every instance ranks with reads the links: a problem source's date moving says they changed.
  if (moved)
    await db
      .update(librarySources)
      .set({ updatedAt: sql`now()` })
      .where(like(librarySources.key, 'problems-%'));
}
