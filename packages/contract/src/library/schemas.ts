import { z } from 'zod';

/**
 * The legal library: sources of law and guidance (a code, a guide), each holding sections by paragraph.
 * Sections are cited by label ("D.C. Code § 42-3502.17", and a paragraph "D.C. Code § 42-3502.17(a)").
 */
/** `problems`: a jurisdiction's index of everyday problems and the sections that govern them (Browse by problem). */
export const sourceKinds = [
  'statute',
  'regulation',
  'court_rule',
  'case',
  'guide',
  'form',
  'problems',
] as const;
export const sourceKindSchema = z.enum(sourceKinds);
export type SourceKind = z.infer<typeof sourceKindSchema>;

export const sectionStatuses = ['in_force', 'repealed', 'expired'] as const;
export const sectionStatusSchema = z.enum(sectionStatuses);
export type SectionStatus = z.infer<typeof sectionStatusSchema>;

/** `US`, `US-DC`, `GB-ENG`… (ISO 3166-1 or -2) or `general` for guidance that applies anywhere. */
export const JURISDICTION_PATTERN = /^(general|[A-Z]{2}(-[A-Z0-9]{1,3})?)$/;
export const jurisdictionSchema = z.string().regex(JURISDICTION_PATTERN, 'Unknown jurisdiction code');

export const librarySourceSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  jurisdiction: z.string(),
  kind: sourceKindSchema,
  title: z.string(),
  publisher: z.string(),
  url: z.string().nullable(),
  licence: z.string(),
  /** The date the text is current to (YYYY-MM-DD). */
  asOf: z.string().nullable(),
  /** The release point or edition it was published as ("119-100"), where the publisher names one. */
  edition: z.string().nullable(),
  /** How the publisher asks to be credited. */
  attribution: z.string().nullable(),
  areas: z.array(z.string()),
  enabled: z.boolean(),
  /** Sections in force or repealed, not counting withdrawn ones. */
  sectionCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type LibrarySource = z.infer<typeof librarySourceSchema>;

export const sectionParagraphSchema = z.object({
  /** The paragraph's own number, e.g. `(1)`. */
  label: z.string(),
  /** Its full path within the section, e.g. `(a)(1)`; the anchor of a deep link. */
  path: z.string(),
  depth: z.number().int(),
  text: z.string(),
});
export type SectionParagraphDto = z.infer<typeof sectionParagraphSchema>;

export const sectionLevelSchema = z.object({ prefix: z.string(), num: z.string(), heading: z.string() });

/**
 * A section the code publishes in two versions — its text with temporary (or emergency) amendments, and the
 * permanent text that applies once they expire — or a section that lasts only until a date: which version this
 * is, the number both versions are cited by, and the date the temporary text expires (null when not stated).
 */
export const sectionVersionSchema = z.object({
  kind: z.enum(['temporary', 'permanent']),
  of: z.string(),
  until: z.string().nullable(),
});
export type SectionVersion = z.infer<typeof sectionVersionSchema>;

/** A cross-reference: the cited section's number and, when the library holds it, its id. */
export const crossReferenceSchema = z.object({
  number: z.string(),
  citation: z.string(),
  sectionId: z.number().int().nullable(),
});

/**
 * A citation of a section written in a paragraph's or a note's text, linked: where it stands in that text
 * (`start`, `end` in UTF-16 units), the section it names and the paragraph's anchor (`p-a-4`) when it names one
 * the section holds. Only citations of sections the library holds are linked.
 */
export const textLinkSchema = z.object({
  in: z.enum(['paragraph', 'note']),
  /** The paragraph's or note's index in the section. */
  index: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  sectionId: z.number().int(),
  anchor: z.string().nullable(),
});
export type TextLink = z.infer<typeof textLinkSchema>;

/** A section named beside another: the one before or after it, or one that cites it. */
export const sectionMentionSchema = z.object({
  id: z.number().int(),
  citation: z.string(),
  heading: z.string(),
});
export type SectionMention = z.infer<typeof sectionMentionSchema>;

/** How many sections of its source cite a section, and the first of them in the source's order. */
export const CITED_BY_SHOWN = 25;

export const librarySectionSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  heading: z.string(),
  citation: z.string(),
  status: sectionStatusSchema,
  withdrawn: z.boolean(),
  hierarchy: z.array(sectionLevelSchema),
  paragraphs: z.array(sectionParagraphSchema),
  notes: z.array(z.object({ type: z.string(), text: z.string() })),
  crossReferences: z.array(crossReferenceSchema),
  areas: z.array(z.string()),
  /** Null for a section with one version. */
  version: sectionVersionSchema.nullable(),
  /** Whether this is the version in force today (true for a section with one version). */
  versionInForce: z.boolean(),
  /** The section's other version, when the library holds it. */
  otherVersion: z.object({ id: z.number().int(), kind: sectionVersionSchema.shape.kind }).nullable(),
  /** Citations in its paragraphs and notes of sections the library holds, in reading order. */
  links: z.array(textLinkSchema),
  /** The sections before and after it in its source's order (withdrawn ones left out). */
  previous: sectionMentionSchema.nullable(),
  next: sectionMentionSchema.nullable(),
  /** The sections of its source that cite it: how many, and the first `CITED_BY_SHOWN` in the source's order. */
  citedBy: z.object({ total: z.number().int(), sections: z.array(sectionMentionSchema) }),
  /** The section at its publisher, where the source's publisher has a page for each section. */
  publisherUrl: z.string().nullable(),
  source: librarySourceSchema.pick({
    id: true,
    title: true,
    jurisdiction: true,
    kind: true,
    publisher: true,
    url: true,
    licence: true,
    asOf: true,
    edition: true,
    attribution: true,
  }),
});
export type LibrarySection = z.infer<typeof librarySectionSchema>;
export const librarySectionResultSchema = z.object({
  success: z.literal(true),
  section: librarySectionSchema,
});

/** One search hit: the section, and a snippet whose matched words are wrapped in `[[` … `]]`. */
export const searchHitSchema = z.object({
  sectionId: z.number().int(),
  citation: z.string(),
  heading: z.string(),
  snippet: z.string(),
  jurisdiction: z.string(),
  sourceTitle: z.string(),
  /** The date the source's text is current to (ISO date), when its publisher says. */
  asOf: z.string().nullable(),
  status: sectionStatusSchema,
  /** The paragraph the hit is about when the query named one (a citation lookup with `(a)`). */
  paragraph: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const SEARCH_QUERY_MAX_LENGTH = 500;
/** Past 25 pages of 20 a search has stopped being about its words: ask the reader to narrow it instead. */
export const LIBRARY_SEARCH_MAX_PAGES = 25;
export const LIBRARY_SEARCH_PAGE_SIZE = 20;
export const librarySearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter words or a citation to search for').max(SEARCH_QUERY_MAX_LENGTH),
  jurisdiction: jurisdictionSchema.optional(),
  area: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(LIBRARY_SEARCH_PAGE_SIZE),
  /** Which page of `limit` results, from 1; a search reads at most LIBRARY_SEARCH_MAX_PAGES pages deep. */
  page: z.coerce.number().int().min(1).max(LIBRARY_SEARCH_MAX_PAGES).default(1),
});
export type LibrarySearchQuery = z.infer<typeof librarySearchQuerySchema>;
export const librarySearchResultSchema = z.object({
  success: z.literal(true),
  /** How the query was read: a citation lookup or a search in words. */
  mode: z.enum(['citation', 'text']),
  hits: z.array(searchHitSchema),
  /** The page these hits are, and whether another follows it. */
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type LibrarySearchResult = z.infer<typeof librarySearchResultSchema>;

/**
 * A source given to a reply: numbered `[n]` in the order given, with the passage the model saw. Stored with the
 * message, so the chat, the admin's view and a printed report show the same sources after any re-import.
 */
export const citedSourceSchema = z.object({
  n: z.number().int().min(1),
  sectionId: z.number().int(),
  /** "D.C. Code § 42-3502.17(a)" when the passage is one paragraph, else the section's label. */
  citation: z.string(),
  heading: z.string(),
  /** The paragraph path the passage is (`(a)`), or null for the whole section. */
  paragraph: z.string().nullable(),
  passage: z.string(),
  sourceTitle: z.string(),
  jurisdiction: z.string(),
  asOf: z.string().nullable(),
});
export type CitedSource = z.infer<typeof citedSourceSchema>;

/** What the citation check found wrong with one citation of a reply. */
export const citationIssueSchema = z.object({
  kind: z.enum(['unknown_source', 'misquote', 'unsupported_citation', 'unsupported_claim']),
  /** The text as written: `[7]`, the quotation, or "§ 42-3508.02". */
  text: z.string(),
  /** `[n]` the quotation (misquote) or the sentence stating a figure (unsupported_claim) was attributed to. */
  n: z.number().int().nullable(),
  /**
   * Where in the text that `[n]` marker stands (its first character), so the one chip the problem concerns is
   * marked and not every chip of the same source; null for what concerns a source throughout (and in checks
   * stored before markers had places).
   */
  at: z.number().int().nullable().default(null),
});
export type CitationIssue = z.infer<typeof citationIssueSchema>;

export const citationCheckSchema = z.object({
  /** How many `[n]` markers the reply has, and how many of them name a given source. */
  markers: z.number().int(),
  supported: z.number().int(),
  issues: z.array(citationIssueSchema),
});
export type CitationCheck = z.infer<typeof citationCheckSchema>;
