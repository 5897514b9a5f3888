import { z } from 'zod';
import {
  librarySourceSchema,
  sectionLevelSchema,
  sectionMentionSchema,
  sectionStatusSchema,
  sectionVersionSchema,
} from './schemas';

/**
 * A source's table of contents, a level at a time: the levels under the one asked for (a title's chapters) and
 * the sections directly in it, as the publisher orders them. A level is named by the numbers of the levels above
 * it and its own, joined by "/": "42/35" is Title 42, Chapter 35 of the D.C. Code; "" is the source itself.
 */
export const CONTENTS_PAGE_SIZE = 200;
export const CONTENTS_MAX_DEPTH = 8;
export const contentsQuerySchema = z.object({
  levels: z
    .string()
    .max(200)
    .regex(/^[^/]{1,40}(?:\/[^/]{1,40}){0,7}$|^$/, 'Levels are numbers joined by "/", e.g. 42/35')
    .default(''),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type ContentsQuery = z.infer<typeof contentsQuerySchema>;

export const contentsLevelSchema = sectionLevelSchema.extend({
  /** Its address for `levels`: "42/35". */
  levels: z.string(),
  /** Sections under it, at any depth (withdrawn ones left out). */
  sectionCount: z.number().int(),
});
export type ContentsLevel = z.infer<typeof contentsLevelSchema>;

export const contentsResultSchema = z.object({
  success: z.literal(true),
  source: librarySourceSchema.pick({
    id: true,
    title: true,
    jurisdiction: true,
    kind: true,
    asOf: true,
    edition: true,
  }),
  /** The levels from the source down to the one asked for, each with its address. */
  path: z.array(contentsLevelSchema),
  /** The levels directly under it. */
  levels: z.array(contentsLevelSchema),
  /** The sections directly in it, a page of CONTENTS_PAGE_SIZE at a time. */
  sections: z.array(
    sectionMentionSchema.extend({
      status: sectionStatusSchema,
      /** Which of a section's two versions it is, as the reader says (null for a section with one). */
      version: sectionVersionSchema.nullable(),
      versionInForce: z.boolean(),
    }),
  ),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ContentsResult = z.infer<typeof contentsResultSchema>;
