import { z } from 'zod';

/**
 * The research screen's answers beside the search and the section reader (schemas.ts): a citation resolved to
 * a section for a deep link, and what the filters offer.
 */
export const CITATION_QUERY_MAX_LENGTH = 200;
export const citationLookupQuerySchema = z.object({
  citation: z
    .string()
    .trim()
    .min(1, 'Enter a citation, e.g. D.C. Code § 42-3502.17(a)')
    .max(CITATION_QUERY_MAX_LENGTH),
});
export type CitationLookupQuery = z.infer<typeof citationLookupQuerySchema>;

export const citationLookupResultSchema = z.object({
  success: z.literal(true),
  sectionId: z.number().int(),
  /** The section's label with the paragraph asked for: "D.C. Code § 42-3502.17(a)". */
  citation: z.string(),
  /** The paragraph path asked for (`(a)(1)`), or null for the whole section. */
  paragraph: z.string().nullable(),
  /** The reader's fragment for that paragraph (`p-a-1`), or null. */
  anchor: z.string().nullable(),
});
export type CitationLookupResult = z.infer<typeof citationLookupResultSchema>;

/** A jurisdiction the library holds enabled sources of, with the place a chat's questionnaire names it by. */
export const libraryJurisdictionSchema = z.object({
  code: z.string(),
  /** "District of Columbia", "United States", "General guidance". */
  name: z.string(),
  /** The questionnaire's country and state for it ("United States", "District of Columbia"); '' when none. */
  country: z.string(),
  state: z.string(),
  sourceCount: z.number().int(),
});
export type LibraryJurisdiction = z.infer<typeof libraryJurisdictionSchema>;
export const libraryJurisdictionsResultSchema = z.object({
  success: z.literal(true),
  data: z.array(libraryJurisdictionSchema),
});

/** A legal area of the catalogue (its slug is what sections name), with the category a new chat takes. */
export const libraryAreaSchema = z.object({
  slug: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  description: z.string(),
});
export type LibraryArea = z.infer<typeof libraryAreaSchema>;
export const libraryAreasResultSchema = z.object({
  success: z.literal(true),
  data: z.array(libraryAreaSchema),
});

/**
 * The URL fragment of a paragraph in the reader: `(a)(1)(A)` → `p-a-1-A`. Letters keep their case, since
 * `(A)` and `(a)` are different paragraphs; only letters, digits and dashes, so it is safe in any URL.
 */
export function paragraphAnchor(path: string): string {
  const parts = path.match(/[A-Za-z0-9]+/g) ?? [];
  return `p-${parts.join('-')}`;
}
