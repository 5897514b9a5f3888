import { z } from 'zod';
import { jobSchema } from '../jobs/schemas';
import { JURISDICTION_PATTERN, librarySourceSchema } from './schemas';

/**
 * The admin's side of the legal library: the sources with their counts (enable, disable, delete) and imports
 * of law uploaded as an archive or as files, each run as a background job of kind `library-import`.
 */
export const LIBRARY_IMPORT_JOB = 'library-import';

/** What an upload may hold: one archive, or files a format reads (more formats read more of these). */
export const LIBRARY_ARCHIVE_EXTENSIONS = ['.zip', '.tar.gz', '.tgz', '.tar'] as const;
export const LIBRARY_FILE_EXTENSIONS = ['.xml', '.pdf', '.docx', '.html', '.htm', '.md', '.txt'] as const;
/** Files one upload may carry when they are sent one by one rather than in an archive. */
export const LIBRARY_IMPORT_MAX_FILES = 500;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The text fields sent beside the files of POST /admin/library/imports (multipart/form-data). A field sent
 * empty counts as not sent; a format of `auto` (or none) lets the importer recognise the files.
 */
export const libraryImportFieldsSchema = z.object({
  jurisdiction: z
    .string()
    .trim()
    .regex(JURISDICTION_PATTERN, 'Jurisdiction must be a code such as US, US-DC, GB-ENG or general')
    .optional(),
  /** A format's name (`dc-code-xml`) or `auto`. */
  format: z.string().trim().min(1).max(50).optional(),
  /** The date the text is current to, when the files do not say. */
  asOf: z
    .string()
    .trim()
    .regex(isoDate, 'As-of date must be a date in the form YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'As-of date is not a real date')
    .optional(),
});
export type LibraryImportFields = z.infer<typeof libraryImportFieldsSchema>;

/** What an import did: counts of sections, the sources it wrote and each failure with its reason. */
export const libraryImportReportSchema = z.object({
  read: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  withdrawn: z.number().int(),
  failed: z.number().int(),
  format: z.string(),
  sources: z.array(z.object({ id: z.number().int(), key: z.string(), title: z.string() })),
  /** The first 200 failures: the file (or citation) and why, as the end of a sentence that starts with it. */
  failures: z.array(z.object({ file: z.string(), reason: z.string() })),
});
export type LibraryImportReport = z.infer<typeof libraryImportReportSchema>;

/** One import as the admin screen shows it: its job (the result is the report once it succeeded) and files. */
export const libraryImportSchema = jobSchema.extend({
  result: libraryImportReportSchema.nullable(),
  /** The names of the files uploaded (or the path given to the command line). */
  files: z.array(z.string()),
  /** Sent from the admin screen, or run by `npm run library:import` on the server. */
  via: z.enum(['upload', 'command-line']),
  jurisdiction: z.string().nullable(),
  format: z.string().nullable(),
  asOf: z.string().nullable(),
});
export type LibraryImport = z.infer<typeof libraryImportSchema>;

/** GET /admin/library/imports: the most recent imports, newest first. */
export const libraryImportsResultSchema = z.object({
  success: z.literal(true),
  imports: z.array(libraryImportSchema),
});
export type LibraryImportsResult = z.infer<typeof libraryImportsResultSchema>;

/** GET /admin/library/imports/{id}/events (`text/event-stream`): `data: {"import": …}` per change. */
export const libraryImportEventSchema = z.object({ import: libraryImportSchema });
export type LibraryImportEvent = z.infer<typeof libraryImportEventSchema>;

/** GET /admin/library/sources: every source with its section count (withdrawn sections not counted). */
export const adminLibrarySourcesResultSchema = z.object({
  success: z.literal(true),
  sources: z.array(librarySourceSchema),
});
export type AdminLibrarySourcesResult = z.infer<typeof adminLibrarySourcesResultSchema>;

/** PATCH /admin/library/sources/{id}: a disabled source stays stored but is not searched or cited. */
export const updateLibrarySourceBodySchema = z.object({ enabled: z.boolean() });
export type UpdateLibrarySourceBody = z.infer<typeof updateLibrarySourceBodySchema>;

export const librarySourceResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  source: librarySourceSchema,
});
export type LibrarySourceResult = z.infer<typeof librarySourceResultSchema>;

/** The formats an admin may name on the import screen (`auto` lets the importer recognise the files). */
export const libraryImportFormats = [
  { name: 'auto', label: 'Recognise automatically' },
  { name: 'dc-code-xml', label: 'D.C. Code XML (Council of the District of Columbia)' },
] as const;

/**
 * GET /admin/library/embeddings: whether search also ranks by meaning. `off`: no embedding provider is
 * configured; `unavailable`: one is, but the database cannot hold vectors (`reason`); `on`: how many of the
 * library's sections have a vector of the configured model, and its latest embedding job (kind `library-embed`).
 */
export const libraryEmbeddingsStatusSchema = z.object({
  state: z.enum(['off', 'unavailable', 'on']),
  /** The configured provider and model ("openai/text-embedding-3-small"), or null when off. */
  model: z.string().nullable(),
  reason: z.string().nullable(),
  /** Sections in force or not, but not withdrawn, with a vector of the model for their current text. */
  embedded: z.number().int(),
  total: z.number().int(),
  job: jobSchema.nullable(),
});
export type LibraryEmbeddingsStatus = z.infer<typeof libraryEmbeddingsStatusSchema>;

export const libraryEmbeddingsResultSchema = z.object({
  success: z.literal(true),
  embeddings: libraryEmbeddingsStatusSchema,
});
export type LibraryEmbeddingsResult = z.infer<typeof libraryEmbeddingsResultSchema>;
