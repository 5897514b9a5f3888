import { z } from 'zod';
import { idSchema } from '../common/ids';
import { citationCheckSchema, citedSourceSchema } from '../library/schemas';
import { richTextDocSchema } from './rich-text';

/** The documents' paths, relative to the API base (`/api/v1`). */
export const documentPaths = {
  templates: '/document-templates',
  suggestedTemplate: (chatId: number) => `/document-templates/suggested?chat=${chatId}`,
  list: '/documents',
  one: (id: number) => `/documents/${id}`,
  answers: (id: number) => `/documents/${id}/answers`,
  draft: (id: number) => `/documents/${id}/draft`,
  body: (id: number) => `/documents/${id}/body`,
  versions: (id: number) => `/documents/${id}/versions`,
  version: (id: number, n: number) => `/documents/${id}/versions/${n}`,
  restore: (id: number, n: number) => `/documents/${id}/versions/${n}/restore`,
  exportDocx: (id: number) => `/documents/${id}/export.docx`,
  exportPdf: (id: number) => `/documents/${id}/export.pdf`,
} as const;

export const DOCUMENT_DRAFT_JOB = 'document-draft';
export const DOCUMENT_TITLE_MAX_LENGTH = 200;
/** The answers of one document, as stored JSON: a bound on what a user can make the server keep. */
export const DOCUMENT_ANSWERS_MAX_CHARS = 60_000;

export const answerValueSchema = z.union([z.string().max(20_000), z.boolean()]);

/** An answer as kept: its value, and whether the user gave or confirmed it (a pre-filled one is not, yet). */
export const storedAnswerSchema = z.object({ value: answerValueSchema, confirmed: z.boolean() });
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;
export type StoredAnswers = Record<string, StoredAnswer>;

/** The parts of a letter around its body, as the export lays them out. */
const partySchema = z.object({ name: z.string(), addressLines: z.array(z.string()) });
export const letterPartsSchema = z.object({
  sender: partySchema,
  recipient: partySchema,
  /** As printed, e.g. "June 30, 2024". */
  date: z.string(),
  subject: z.string(),
  closing: z.string(),
  signatureName: z.string(),
});
export type LetterParts = z.infer<typeof letterPartsSchema>;

/** A sentence of the draft that states law without a source. */
export const lawFlagSchema = z.object({ text: z.string(), reason: z.string() });
export type LawFlag = z.infer<typeof lawFlagSchema>;

export const documentStatuses = ['interview', 'drafting', 'drafted'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  templateSlug: z.string(),
  status: z.enum(documentStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentSchema = documentSummarySchema.extend({
  chatId: z.number().int().nullable(),
  answers: z.record(z.string(), storedAnswerSchema),
  completedGroups: z.array(z.string()),
  /** The groups shown given the answers so far, in order. */
  visibleGroups: z.array(z.string()),
  /** The first shown group not yet saved, or with a pre-filled answer not yet confirmed; null when all are. */
  nextGroup: z.string().nullable(),
  letter: letterPartsSchema.nullable(),
  body: richTextDocSchema.nullable(),
  /** The latest version's number; null before the draft. */
  version: z.number().int().nullable(),
  /** Counts every change of the body: send it back as `baseRevision` with the next save (409 if stale). */
  revision: z.number().int(),
  sources: z.array(citedSourceSchema),
  citationCheck: citationCheckSchema.nullable(),
  lawFlags: z.array(lawFlagSchema),
  draftJobId: z.number().int().nullable(),
  draftError: z.string().nullable(),
});
export type AmicusDocument = z.infer<typeof documentSchema>;

export const documentResultSchema = z.object({ success: z.literal(true), document: documentSchema });
export const documentListResultSchema = z.object({
  success: z.literal(true),
  documents: z.array(documentSummarySchema),
});
export const documentParamsSchema = z.object({ id: idSchema });
export const versionParamsSchema = z.object({ id: idSchema, n: idSchema });

export const createDocumentBodySchema = z.strictObject({
  templateSlug: z.string().min(1).max(60),
  chatId: idSchema.optional(),
});

export const saveAnswersBodySchema = z.strictObject({
  groupId: z.string().min(1).max(40),
  answers: z.record(z.string().max(40), answerValueSchema),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersBodySchema>;

export const patchDocumentBodySchema = z.strictObject({
  title: z.string().trim().min(1, { error: 'Title cannot be empty' }).max(DOCUMENT_TITLE_MAX_LENGTH),
});

/** PUT /documents/{id}/body: the whole body, and the revision it was edited from. */
export const saveBodySchema = z.strictObject({
  body: richTextDocSchema,
  baseRevision: z.number().int().min(0),
});

export const versionSummarySchema = z.object({
  n: z.number().int(),
  origin: z.enum(['draft', 'edit', 'restore']),
  restoredFrom: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  savedAt: z.iso.datetime(),
  /** The first words of its text, to tell versions apart. */
  preview: z.string(),
});
export const versionsResultSchema = z.object({
  success: z.literal(true),
  versions: z.array(versionSummarySchema),
});

export const versionResultSchema = z.object({
  success: z.literal(true),
  version: z.object({ n: z.number().int(), body: richTextDocSchema }),
});
export const restoredResultSchema = documentResultSchema.extend({ message: z.string() });
