import { z } from 'zod';
import { jurisdictionSchema } from './schemas';

/**
 * Browse by problem: the everyday problems people bring, for a jurisdiction, each with the sections that govern
 * it and their key paragraphs. Read by every signed-in user; written by admins.
 */
export const problemFlags = ['not_found', 'withdrawn', 'changed', 'paragraph_missing'] as const;
export const problemFlagSchema = z.enum(problemFlags);
export type ProblemFlagName = z.infer<typeof problemFlagSchema>;

/** What each flag asks an admin to look at, in words. */
export const problemFlagText: Record<ProblemFlagName, string> = {
  not_found: 'The library holds no section with this citation.',
  withdrawn: 'This section was withdrawn from its source by a later import.',
  changed: 'A later edition changed this section: check that it still governs the problem.',
  paragraph_missing: 'The section no longer has one of these paragraphs.',
};

export const problemSummarySchema = z.object({
  id: z.number().int(),
  jurisdiction: z.string(),
  slug: z.string(),
  area: z.string(),
  title: z.string(),
  description: z.string(),
  /** How many of the sections it cites an admin should look at again. */
  flagged: z.number().int(),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

export const problemSectionSchema = z.object({
  citation: z.string(),
  paragraphs: z.array(z.string()),
  says: z.string(),
  /** The section in the library, when the citation resolves. */
  sectionId: z.number().int().nullable(),
  heading: z.string().nullable(),
  /** The key paragraphs' text as the library holds them, with their labels. */
  keyParagraphs: z.array(z.object({ path: z.string(), label: z.string(), text: z.string() })),
  flag: problemFlagSchema.nullable(),
});
export type ProblemSection = z.infer<typeof problemSectionSchema>;

export const problemSchema = problemSummarySchema.extend({
  asks: z.array(z.string()),
  edited: z.boolean(),
  governs: z.array(problemSectionSchema),
});
export type Problem = z.infer<typeof problemSchema>;

export const problemListQuerySchema = z.object({
  jurisdiction: jurisdictionSchema.optional(),
  area: z.string().max(100).optional(),
  /** Admins: only problems with a section to look at again. */
  flagged: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ProblemListQuery = z.infer<typeof problemListQuerySchema>;
export const problemListResultSchema = z.object({
  success: z.literal(true),
  data: z.array(problemSummarySchema),
});
export const problemResultSchema = z.object({ success: z.literal(true), problem: problemSchema });

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, { error: `${field} must be at least ${min} characters` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** A problem as an admin writes it: its plain words and the sections that govern it, cited in any usual form. */
export const problemBodySchema = z.object({
  jurisdiction: jurisdictionSchema,
  area: text('Area', 1, 100),
  title: text('Title', 3, 120),
  description: text('Description', 10, 1_200),
  asks: z
    .array(text('A way people ask', 3, 300))
    .max(10)
    .default([]),
  governs: z
    .array(
      z.object({
        citation: text('Citation', 3, 200),
        paragraphs: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
        says: text('What the section provides', 1, 400),
      }),
    )
    .min(1, { error: 'Name at least one section that governs the problem' })
    .max(8),
});
export type ProblemBody = z.infer<typeof problemBodySchema>;
