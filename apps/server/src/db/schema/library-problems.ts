import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { librarySections } from './library';

/**
 * An everyday problem people bring, in plain words, for one jurisdiction ("My landlord has not given back my
 * security deposit"): the library's "Browse by problem" index. Searched with the law (each jurisdiction's
 * problems are a library source of their own kind), a problem a question matches brings the sections that
 * govern it. Written from the data files beside the importers (problems/data), and by admins.
 */
export const libraryProblems = pgTable(
  'library_problems',
  {
    id: serial('id').primaryKey(),
    /** ISO 3166 code of the law it is about (`US-DC`, `US`). */
    jurisdiction: text('jurisdiction').notNull(),
    slug: text('slug').notNull(),
    /** The catalogue's legal area (a category slug). */
    area: text('area').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Ways people ask about it, in their words. */
    asks: text('asks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set once an admin has changed it: the data files no longer overwrite it. */
    edited: boolean('edited').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('library_problems_jurisdiction_slug_idx').on(t.jurisdiction, t.slug)],
);

/**
 * A section that governs a problem, as the problem cites it ("15 U.S.C. § 1692c", paragraphs `(a)(1)`), what it
 * provides on the problem in plain words, and the library's section once the citation resolves. A flag says why
 * an admin should look at it again: the section was not found, withdrawn, or changed by a new edition since.
 */
export const libraryProblemSections = pgTable(
  'library_problem_sections',
  {
    id: serial('id').primaryKey(),
    problemId: integer('problem_id')
      .notNull()
      .references(() => libraryProblems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    citation: text('citation').notNull(),
    paragraphs: text('paragraphs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    says: text('says').notNull(),
    sectionId: integer('section_id').references(() => librarySections.id, { onDelete: 'set null' }),
    /** The section's content hash when the link was made or last confirmed: a new edition's change shows. */
    sectionHash: text('section_hash'),
    flag: text('flag').$type<ProblemFlag>(),
    flaggedAt: timestamptz('flagged_at'),
  },
  (t) => [index('library_problem_sections_problem_idx').on(t.problemId)],
);

export const problemFlags = ['not_found', 'withdrawn', 'changed', 'paragraph_missing'] as const;
export type ProblemFlag = (typeof problemFlags)[number];
