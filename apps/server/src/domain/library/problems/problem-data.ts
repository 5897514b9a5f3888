import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { jurisdictionSchema } from '@amicus/contract/library/schemas';

/**
 * The problem index as written beside the importers (problems/data/<jurisdiction>.json): everyday problems in
 * plain words with the sections that govern them, our own words and citations (never statute text). Beside its
 * source in the compiled server (build.mjs copies the folder to dist/problems).
 */
const fromSource = import.meta.url.endsWith('.ts');
export const PROBLEMS_DIR = fileURLToPath(new URL(fromSource ? './data/' : './problems/', import.meta.url));

export const governingSectionSchema = z.strictObject({
  citation: z.string().min(3).max(200),
  paragraphs: z.array(z.string().min(1).max(40)).max(20),
  says: z.string().min(1).max(400),
});
export const problemSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug is lower-case words joined by hyphens'),
  area: z.string().min(1),
  title: z.string().min(3).max(120),
  description: z.string().min(10).max(1_200),
  asks: z.array(z.string().min(3).max(300)).max(10),
  governs: z.array(governingSectionSchema).min(1).max(8),
});
export type ProblemData = z.infer<typeof problemSchema>;
const problemFileSchema = z.strictObject({
  jurisdiction: jurisdictionSchema,
  problems: z.array(problemSchema),
});
export type ProblemFile = z.infer<typeof problemFileSchema>;

/** Every data file, checked: a bad one stops the start naming the file and the field. */
export async function readProblemFiles(dir = PROBLEMS_DIR): Promise<ProblemFile[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const files: ProblemFile[] = [];
  for (const name of names) {
    const parsed = problemFileSchema.safeParse(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new Error(
        `problems/${name}: ${issue?.path.join('.') || 'file'} ${issue?.message ?? 'is invalid'}`,
      );
    }
    const slugs = new Set<string>();
    for (const problem of parsed.data.problems) {
      if (slugs.has(problem.slug))
        throw new Error(`problems/${name}: the slug ${problem.slug} appears twice`);
      slugs.add(problem.slug);
    }
    files.push(parsed.data);
  }
  return files;
}

/** A fingerprint of the data files: the index is written again only when they change. */
export const problemsVersion = (files: ProblemFile[]) =>
  createHash('sha256').update(JSON.stringify(files)).digest('base64url').slice(0, 16);
