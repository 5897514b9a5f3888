import { z } from 'zod';
import { jurisdictionSchema, sourceKindSchema } from '@amicus/contract/library/schemas';

/**
 * What a format's data file (formats/data/*.json) says of a source, checked when the server loads it: a bad
 * file stops the start with the field named, as a bad document template does.
 */
export const sourceDataSchema = z.strictObject({
  key: z.string().min(1),
  jurisdiction: jurisdictionSchema,
  kind: sourceKindSchema,
  title: z.string().min(1),
  publisher: z.string().min(1),
  url: z.string().url().nullable(),
  licence: z.string().min(1),
  attribution: z.string().nullable(),
  citationPrefix: z.string(),
});

/**
 * The address of a section at its publisher, `{section}` (and `{title}`, for a code cited by title) filled from
 * the section's citation key; null when the publisher has no page per section.
 */
export const sectionUrlSchema = z
  .string()
  .regex(/^https:\/\/[^\s]*\{section\}/, 'must be an https address holding {section}')
  .nullable();

export const areaRuleSchema = z.strictObject({
  pattern: z.string().optional(),
  title: z.string().optional(),
  from: z.number().int().optional(),
  to: z.number().int().optional(),
  areas: z.array(z.string().min(1)),
  $comment: z.string().optional(),
});

/** Reads a data file's contents with its schema; the error names the file and the field. */
export function checkedData<T>(name: string, schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new Error(
    `formats/data/${name}: ${issue?.path.join('.') || 'file'} ${issue?.message ?? 'is invalid'}`,
  );
}
