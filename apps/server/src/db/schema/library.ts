import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CitationGrammar } from '../../domain/library/citations/find-citations';
import type { SectionVersion } from '@amicus/contract/library/schemas';
import { createdAt, timestamptz, updatedAt } from './columns';

export const sourceKindEnum = pgEnum('library_source_kind', [
  'statute',
  'regulation',
  'court_rule',
  'case',
  'guide',
  'form',
  'problems',
]);

export const sectionStatusEnum = pgEnum('library_section_status', ['in_force', 'repealed', 'expired']);

/**
 * A body of law or guidance as published: the D.C. Code, a guide, an imported document. `key` names it across
 * re-imports (the same key is the same source), so an import updates it in place.
 */
export const librarySources = pgTable(
  'library_sources',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** ISO 3166 code (`US`, `US-DC`, `GB-ENG`) or `general` for guidance that applies anywhere. */
    jurisdiction: text('jurisdiction').notNull(),
    kind: sourceKindEnum('kind').notNull(),
    title: text('title').notNull(),
    publisher: text('publisher').notNull(),
    url: text('url'),
    licence: text('licence').notNull(),
    /** The date the text is current to: law changes, so users see it beside every citation. */
    asOf: date('as_of', { mode: 'string' }),
    /** Legal-area slugs (the catalogue's), the union of its sections'. */
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How its citations begin, e.g. "D.C. Code §". */
    citationPrefix: text('citation_prefix').notNull(),
    /** The release point or edition it was published as ("119-100"), where the publisher names one. */
    edition: text('edition'),
    /** How the publisher asks to be credited. */
    attribution: text('attribution'),
    /**
     * How its sections are cited, as data (citations/grammars.json): the patterns that recognise a citation of
     * it in any usual form and the key that citation lookup and the citation check compare. Null for guides.
     */
    citationGrammar: jsonb('citation_grammar').$type<CitationGrammar>(),
    /** The format it was read from (`uslm`, `open-law-xml`, `document`, `guides`). */
    format: text('format').notNull().default('unknown'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('library_sources_key_idx').on(t.key)],
);

/** One labelled paragraph of a section: `(a)`, `(a)(1)`… with its text; `depth` 0 is a top-level paragraph. */
export type SectionParagraph = { label: string; path: string; depth: number; text: string };
/** One level above the section: { prefix: 'Chapter', num: '35', heading: 'Rental Housing.' }. */
export type SectionLevel = { prefix: string; num: string; heading: string };
/** A history line, editor's note or other annotation, shown folded away under the text. */
export type SectionNote = { type: string; text: string };

/**
 * A section of a source with its text by paragraph. Rows are never deleted by an import: a section that
 * vanished from the source is marked withdrawn, so a citation stored in an old message still resolves.
 */
export const librarySections = pgTable(
  'library_sections',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => librarySources.id, { onDelete: 'cascade' }),
    /** The section's number within its source ("42-3502.17"); for a guide, a slug. */
    number: text('number').notNull(),
    heading: text('heading').notNull(),
    /** "D.C. Code § 42-3502.17". */
    citation: text('citation').notNull(),
    hierarchy: jsonb('hierarchy').$type<SectionLevel[]>().notNull(),
    paragraphs: jsonb('paragraphs').$type<SectionParagraph[]>().notNull(),
    /** The paragraphs' text joined, for search and snippets. */
    body: text('body').notNull(),
    notes: jsonb('notes').$type<SectionNote[]>().notNull(),
    /** Section numbers (of the same source) this one cites. */
    crossReferences: text('cross_references').array().notNull(),
    areas: text('areas').array().notNull(),
    status: sectionStatusEnum('status').notNull().default('in_force'),
    /** Order within the source, as published. */
    position: integer('position').notNull(),
    /** A hash of what an import writes: an unchanged section is left untouched. */
    contentHash: text('content_hash').notNull(),
    withdrawnAt: timestamptz('withdrawn_at'),
    /**
     * Its citation's canonical key by its source's grammar ("usc 15 1692c", "dc 42-3502.17"), and the section
     * part alone ("1692c") for a citation written without its code ("§ 1692c"); null for a guide.
     */
    citeKey: text('cite_key'),
    citeSection: text('cite_section'),
    /** How many sections of its source cite it: law that much else refers to tends to be the rule itself. */
    citedBy: integer('cited_by').notNull().default(0),
    /** Which of a section's two versions (temporary, permanent) this is; null for a section with one. */
    version: jsonb('version').$type<SectionVersion>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('library_sections_source_number_idx').on(t.sourceId, t.number),
    index('library_sections_number_idx').on(t.number),
    index('library_sections_cite_key_idx').on(t.citeKey),
    index('library_sections_cite_section_idx').on(t.citeSection),
    // The reader's previous and next section, and the sections that cite one (section-context.ts).
    index('library_sections_position_idx').on(t.sourceId, t.position),
    index('library_sections_cross_references_idx').using('gin', t.crossReferences),
    // What ranking a search's candidates reads of each (INCLUDE, written in its migration): an index-only scan
    // instead of one heap page per candidate, which is most of a search's time on a whole code.
    index('library_sections_rank_idx')
      .on(t.id)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/**
 * The search index, one row per word (its stem, as domain/text/terms.ts reads words) and source: the sections of
 * the source holding it, ascending, and each one's weight for it (BM25F's saturating term frequency before the
 * rarity of the word: counts in the heading, the chapter headings above and the text, normalised by their
 * lengths). A search reads the rows of its words in one statement and ranks in the server (decision 021); an
 * import writes a source's rows anew once its sections are written.
 */
/** Bytes as PostgreSQL's bytea: a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const libraryTerms = pgTable(
  'library_terms',
  {
    lexeme: text('lexeme').notNull(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => librarySources.id, { onDelete: 'cascade' }),
    /** The sections' ids, ascending, as little-endian 32-bit integers: read as bytes, not parsed as text. */
    sectionIds: bytea('section_ids').notNull(),
    /** Their weights for the word, as little-endian 32-bit floats, in the same order. */
    weights: bytea('weights').notNull(),
    /** How many sections hold the word (the length of both). */
    sections: integer('sections').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.sourceId] }), index('library_terms_source_idx').on(t.sourceId)],
);
