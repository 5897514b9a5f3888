import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentTemplateSchema, type DocumentTemplate } from '@amicus/contract/documents/templates';

/**
 * The templates shipped with the server: one JSON file each, beside this module in `document-templates/`
 * (apps/server/build.mjs copies the folder next to the compiled main.js, where this URL then points).
 */
export const TEMPLATES_DIR = fileURLToPath(new URL('./document-templates/', import.meta.url));

/** A template file that cannot be used: the message names the file and the field. */
export class TemplateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateFileError';
  }
}

/** One template file read and checked; throws TemplateFileError naming the file and the field at fault. */
export function readTemplateFile(file: string): DocumentTemplate {
  const name = path.basename(file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TemplateFileError(`Document template ${name} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = documentTemplateSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : '(the file)';
      // The server's zod messages (installFieldMessages) may name the field already.
      return issue.message.startsWith(where) ? issue.message : `${where}: ${issue.message}`;
    });
    throw new TemplateFileError(`Document template ${name} is invalid: ${problems.join('; ')}`);
  }
  if (`${parsed.data.slug}.json` !== name)
    throw new TemplateFileError(
      `Document template ${name} is invalid: slug: must be the file's name (“${name.replace(/\.json$/, '')}”)`,
    );
  return parsed.data;
}

/** Every template in a folder, in the order of their titles; the first bad file stops the load. */
export function loadTemplates(dir: string = TEMPLATES_DIR): DocumentTemplate[] {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new TemplateFileError(`No document templates were found in ${dir}`);
  return files.map((file) => readTemplateFile(path.join(dir, file)));
}
